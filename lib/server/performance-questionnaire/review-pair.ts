import "server-only";
import { badRequest } from "@/lib/server/errors";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { ManagerSession } from "@/lib/server/auth/session";
import { requireOwnManager } from "@/lib/server/team/acting-manager";

/** Who a performance questionnaire is about and by whom, as the address names them. */
export type PairRef = { employeeHrisId: string; managerHrisId: string };

export type ReviewPair = {
  employee: { id: number; hrisId: string; name: string; title: string | null };
  manager: { id: number; hrisId: string; name: string };
};

export const OWN_REVIEWS_ONLY = "You can only access your own performance reviews.";

/**
 * Resolves the address of a questionnaire for the signed-in manager: the manager must be the
 * caller (403), and the employee someone in their hierarchy (404 unknown or outside).
 */
export async function resolveReviewPair(session: ManagerSession, ref: PairRef): Promise<ReviewPair> {
  requireOwnManager(session, ref.managerHrisId, OWN_REVIEWS_ONLY);
  const employee = await findEmployeeForManager(session, { hrisId: ref.employeeHrisId });
  return {
    employee: { id: employee.id, hrisId: employee.hrisId, name: employee.name, title: employee.title },
    manager: { id: session.employeeId, hrisId: session.hrisId, name: session.name },
  };
}

/** A body may repeat the ids (spec 2 §7); when it does they must be the address's. */
export function assertBodyMatchesPair(
  body: { employeeHrisId?: string; managerHrisId?: string },
  ref: PairRef,
) {
  if (body.employeeHrisId !== undefined && body.employeeHrisId !== ref.employeeHrisId)
    throw badRequest("The employee in the request does not match the address.");
  if (body.managerHrisId !== undefined && body.managerHrisId !== ref.managerHrisId)
    throw badRequest("The manager in the request does not match the address.");
}
