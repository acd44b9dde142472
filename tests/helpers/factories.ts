import bcrypt from "bcryptjs";
import type { PrismaClient } from "@/generated/prisma/client";

// Factories with overrides, shared by the integration tests. Hashes use cost 4 to keep tests fast.
let seq = 0;
const next = () => ++seq;

export async function createEmployee(
  db: PrismaClient,
  overrides: Partial<{
    hrisId: string;
    name: string;
    email: string;
    mgrId: string | null;
    department: string | null;
    titleId: number | null;
  }> = {},
) {
  const n = next();
  return db.employee.create({
    data: {
      hrisId: overrides.hrisId ?? `T${String(n).padStart(5, "0")}`,
      name: overrides.name ?? `Test Person ${n}`,
      email: overrides.email ?? `person${n}@test.example`,
      mgrId: overrides.mgrId ?? null,
      department: overrides.department === undefined ? "Engineering" : overrides.department,
      titleId: overrides.titleId ?? null,
    },
  });
}

export async function createAccount(
  db: PrismaClient,
  employee: { id: number; hrisId: string },
  password = "correct horse battery",
) {
  return db.loginAccount.create({
    data: {
      employeeId: employee.id,
      username: employee.hrisId,
      passwordHash: await bcrypt.hash(password, 4),
    },
  });
}

export async function createHrUser(db: PrismaClient, username = `hr${next()}`, password = "hr-password-123") {
  return db.hrUser.create({ data: { username, passwordHash: await bcrypt.hash(password, 4) } });
}

/**
 * A small org: top → mid → leaf (+ a sibling team under another manager, outside top's reach
 * only where noted). Returns the employees by role.
 */
export async function createOrg(db: PrismaClient) {
  const top = await createEmployee(db, { name: "Tara Top" });
  const mid = await createEmployee(db, { name: "Milo Middle", mgrId: top.hrisId });
  const leaf = await createEmployee(db, { name: "Lena Leaf", mgrId: mid.hrisId, department: "Sales" });
  const otherBoss = await createEmployee(db, { name: "Olga Other" });
  const outsider = await createEmployee(db, { name: "Oscar Outside", mgrId: otherBoss.hrisId });
  await createAccount(db, top);
  await createAccount(db, mid);
  await createAccount(db, otherBoss);
  return { top, mid, leaf, otherBoss, outsider };
}
