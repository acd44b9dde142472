import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findEmployeeForManager, type EmployeeRef } from "@/lib/server/access/hierarchy";
import { requireOwnManager } from "@/lib/server/team/acting-manager";

export type ValuesReviewPair = {
  /** The signed-in manager (`id` is their employee id). */
  manager: { id: number; hrisId: string; name: string };
  employee: { id: number; hrisId: string; name: string; reportingLevel: number };
};

export const OWN_REVIEWS_ONLY = "You can only access your own values reviews.";

/**
 * Who a values call is about: the signed-in manager (a manager HRIS id in the path or body must
 * be theirs: 403) and an employee inside their hierarchy (404 unknown or outside), read with
 * the permission in one statement.
 */
export async function requireValuesReviewPair(
  session: ManagerSession,
  employeeRef: EmployeeRef,
  managerRef?: string,
): Promise<ValuesReviewPair> {
  if (managerRef !== undefined) requireOwnManager(session, managerRef, OWN_REVIEWS_ONLY);
  const employee = await findEmployeeForManager(session, employeeRef);
  return {
    manager: { id: session.employeeId, hrisId: session.hrisId, name: session.name },
    employee: {
      id: employee.id,
      hrisId: employee.hrisId,
      name: employee.name,
      reportingLevel: employee.reportingLevel,
    },
  };
}
