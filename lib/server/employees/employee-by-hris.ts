import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import { identityKey } from "@/lib/shared/identity-key";

/**
 * GET /api/employee-by-hris/{hrisId} (spec 2 §3: name). The manager may look up themselves
 * (screens about their own work show their name) and anyone in their hierarchy; 404 unknown
 * or outside.
 */
export async function getEmployeeNameByHris(session: ManagerSession, hrisId: string) {
  if (identityKey(hrisId) === identityKey(session.hrisId))
    return { id: session.employeeId, hrisId: session.hrisId, name: session.name };
  const e = await findEmployeeForManager(session, { hrisId });
  return { id: e.id, hrisId: e.hrisId, name: e.name };
}
