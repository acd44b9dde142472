import type { PrismaClient } from "@/generated/prisma/client";
import { createEmployee } from "@/tests/helpers/factories";

// A small org for the password tests: one top manager, `managers` managers under them and the rest
// spread over those managers as individual contributors.
export async function createTeam(db: PrismaClient, size: number, managers = 2) {
  const top = await createEmployee(db, { name: "Top Boss" });
  const leads = [];
  for (let i = 0; i < managers; i++)
    leads.push(await createEmployee(db, { name: `Lead ${i + 1}`, mgrId: top.hrisId }));
  const members = [];
  for (let i = 0; members.length + leads.length + 1 < size; i++) {
    members.push(
      await createEmployee(db, { name: `Member ${i + 1}`, mgrId: leads[i % leads.length]!.hrisId }),
    );
  }
  return { top, leads, members, all: [top, ...leads, ...members] };
}

/** Every login account, with what a test needs to check a password job. */
export function accounts(db: PrismaClient) {
  return db.loginAccount.findMany({
    orderBy: { employeeId: "asc" },
    select: {
      id: true,
      employeeId: true,
      username: true,
      passwordHash: true,
      encryptedPassword: true,
      passwordStatus: true,
      mustChangePassword: true,
      sessionVersion: true,
      passwordJobId: true,
    },
  });
}
