import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "@/generated/prisma/client";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { hrCookie, managerCookie } from "@/tests/helpers/http";
import type { Caller, MatrixRow, MatrixWorld } from "./matrix-types";

// What the access matrix and the bad-input sweep share: the rows, the route modules and the world.

export const API_DIR = path.join(process.cwd(), "app/api");

/** Every row of the `*.matrix.ts` files beside this one, except those `skip` names. */
export function matrixRows(skip: string[] = []): MatrixRow[] {
  return fs
    .readdirSync(__dirname)
    .filter((f) => f.endsWith(".matrix.ts") && !skip.includes(f))
    .flatMap((f) => (require(path.join(__dirname, f)) as { rows: MatrixRow[] }).rows);
}

export const loadRoute = (route: string) =>
  require(path.join(API_DIR, route, "route.ts")) as Record<string, unknown>;

/** A manager with employees inside and outside their hierarchy, another manager, and an HR user. */
export async function buildMatrixWorld(db: PrismaClient): Promise<MatrixWorld> {
  const manager = await createEmployee(db, { name: "Matrix Manager" });
  const inside = await createEmployee(db, { name: "Inside Ivy", mgrId: manager.hrisId });
  const employee = await createEmployee(db, { name: "Deep Dana", mgrId: inside.hrisId });
  const otherManager = await createEmployee(db, { name: "Other Otto" });
  const outside = await createEmployee(db, { name: "Outside Omar", mgrId: otherManager.hrisId });
  await createAccount(db, manager);
  await createAccount(db, otherManager);
  await createAccount(db, employee);
  const hr = await createHrUser(db, "matrix-hr");
  return { db, manager, inside, outside, otherManager, employee, hr };
}

/** Cookies at the accounts' current session versions (some rows end the caller's sessions). */
export async function matrixCookies(world: MatrixWorld): Promise<Partial<Record<Caller, string>>> {
  const [account, hrUser, employeeAccount] = await Promise.all([
    world.db.loginAccount.findUniqueOrThrow({ where: { employeeId: world.manager.id } }),
    world.db.hrUser.findUniqueOrThrow({ where: { id: world.hr.id } }),
    world.db.loginAccount.findUniqueOrThrow({ where: { employeeId: world.employee.id } }),
  ]);
  const manager = await managerCookie(world.manager, { ver: account.sessionVersion });
  return {
    managerInside: manager,
    managerOutside: manager,
    hr: await hrCookie(world.hr, { ver: hrUser.sessionVersion }),
    employee: await managerCookie(world.employee, { ver: employeeAccount.sessionVersion }),
  };
}
