import "server-only";
import type { Session } from "@/lib/server/auth/session";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import { actingManager } from "@/lib/server/team/acting-manager";

/**
 * GET /api/employee-by-hris/{hrisId} (spec 2 §3: name). The manager may look up themselves
 * (screens about their own work show their name) and anyone in their hierarchy; 404 unknown,
 * 403 outside.
 */
export async function getEmployeeNameByHris(session: Session, hrisId: string) {
  const manager = actingManager(session);
  if (hrisId === manager.hrisId) return { id: manager.id, hrisId: manager.hrisId, name: manager.name };
  const e = await requireEmployeeInHierarchy(manager.hrisId, { hrisId });
  return { id: e.id, hrisId: e.hrisId, name: e.name };
}
