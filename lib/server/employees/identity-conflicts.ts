import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { identityKey } from "@/lib/shared/identity-key";
import { findEmployeesByIdentity } from "@/lib/server/employees/find-employees-by-identity";
import type { OrgProblem, OrgRowInput } from "@/lib/server/employees/employee-row";

/**
 * Rows whose HRIS ID or email, trimmed and lower-cased, already belongs to a different employee
 * in the database (the unique sign-in keys would refuse them mid-import): one problem per row,
 * named by the employee who holds the identifier.
 */
export async function findIdentityConflicts(
  tx: Prisma.TransactionClient,
  rows: readonly OrgRowInput[],
): Promise<OrgProblem[]> {
  const wanted = rows.map(({ line, values }) => ({
    line,
    hrisId: String(values.hrisId ?? "").trim(),
    hrisIdKey: identityKey(String(values.hrisId ?? "")),
    emailKey: identityKey(String(values.email ?? "")),
  }));
  const holders = await findEmployeesByIdentity(tx, {
    hrisIds: wanted.map((w) => w.hrisIdKey),
    emails: wanted.map((w) => w.emailKey),
  });
  const problems: OrgProblem[] = [];
  for (const w of wanted) {
    const idHolder = holders.byHrisId(w.hrisIdKey)?.hrisId;
    if (idHolder !== undefined && idHolder !== w.hrisId)
      problems.push({
        line: w.line,
        message: `hrisId ${w.hrisId} is already used by ${idHolder} in the database`,
      });
    const emailHolder = holders.byEmail(w.emailKey)?.hrisId;
    if (emailHolder !== undefined && emailHolder !== w.hrisId)
      problems.push({
        line: w.line,
        message: `email ${w.emailKey} is already used by ${emailHolder} in the database`,
      });
  }
  return problems;
}
