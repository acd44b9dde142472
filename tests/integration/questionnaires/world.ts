import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee } from "@/tests/helpers/factories";

/** A manager with a direct and an indirect report, another manager with their own report. */
export async function createQuestionnaireWorld(db: PrismaClient) {
  const manager = await createEmployee(db, { name: "Quinn Manager" });
  const report = await createEmployee(db, { name: "Rory Report", mgrId: manager.hrisId });
  const deep = await createEmployee(db, { name: "Dana Deep", mgrId: report.hrisId });
  const otherManager = await createEmployee(db, { name: "Olive Other" });
  const outsider = await createEmployee(db, { name: "Owen Outside", mgrId: otherManager.hrisId });
  await createAccount(db, manager);
  await createAccount(db, otherManager);
  return { manager, report, deep, otherManager, outsider };
}
