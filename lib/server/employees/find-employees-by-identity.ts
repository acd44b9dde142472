import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { identityKey } from "@/lib/shared/identity-key";

export type EmployeeIdentity = { id: number; hrisId: string; name: string; email: string };
export type EmployeesByIdentity = {
  byHrisId(hrisId: string): EmployeeIdentity | undefined;
  byEmail(email: string): EmployeeIdentity | undefined;
};

/**
 * The employees a file names by HRIS ID or email, matched by their keys, in any case (ADR 0004):
 * one statement whatever the file's size. Each list is one array parameter, where Prisma's `in`
 * sends one bind parameter per key and refuses a file of more than 32,767.
 */
export async function findEmployeesByIdentity(
  tx: Prisma.TransactionClient,
  { hrisIds = [], emails = [] }: { hrisIds?: readonly string[]; emails?: readonly string[] },
): Promise<EmployeesByIdentity> {
  const keys = (list: readonly string[]) => [...new Set(list.map(identityKey))];
  const found = await tx.$queryRawUnsafe<(EmployeeIdentity & { hrisIdKey: string; emailKey: string })[]>(
    `SELECT id, "hrisId", name, email, "hrisIdKey", "emailKey" FROM "Employee"
     WHERE "hrisIdKey" = ANY($1::text[]) OR "emailKey" = ANY($2::text[])`,
    keys(hrisIds),
    keys(emails),
  );
  const byHrisKey = new Map(found.map(({ hrisIdKey, emailKey: _, ...e }) => [hrisIdKey, e]));
  const byEmailKey = new Map(found.map(({ hrisIdKey: _, emailKey, ...e }) => [emailKey, e]));
  return {
    byHrisId: (hrisId) => byHrisKey.get(identityKey(hrisId)),
    byEmail: (email) => byEmailKey.get(identityKey(email)),
  };
}
