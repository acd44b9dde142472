import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { identityKey } from "@/lib/shared/identity-key";

/** An employee named by HRIS id in an HR request about a cycle (404 when nobody has it). */
export async function employeeByHrisId(tx: Tx, hrisId: string) {
  const employee = await tx.employee.findUnique({
    where: { hrisIdKey: identityKey(hrisId) },
    select: { id: true, hrisId: true, name: true },
  });
  if (!employee) throw notFound(`No employee has the HRIS id ${hrisId}.`);
  return employee;
}
