import "server-only";
import { db, type Tx } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { identityKey } from "@/lib/shared/identity-key";

/** The employee with this HRIS id, or null. */
export function findEmployeeByHrisId(hrisId: string, client: Tx | typeof db = db) {
  return client.employee.findUnique({
    where: { hrisIdKey: identityKey(hrisId) },
    select: { id: true, hrisId: true, name: true },
  });
}

/** An employee named by HRIS id in an HR request about a cycle (404 when nobody has it). */
export async function employeeByHrisId(tx: Tx, hrisId: string) {
  const employee = await findEmployeeByHrisId(hrisId, tx);
  if (!employee) throw notFound(`No employee has the HRIS id ${hrisId}.`);
  return employee;
}
