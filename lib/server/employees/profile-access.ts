import "server-only";
import type { Session } from "@/lib/server/auth/session";
import { requireEmployeeInHierarchy } from "@/lib/server/access/hierarchy";
import { AppError } from "@/lib/server/errors";
import { employeeIdSchema } from "@/lib/shared/schemas/team";

export type ProfileAccess =
  { result: "allowed"; employeeId: number } | { result: "forbidden" } | { result: "not-found" };

/**
 * The profile page's server check: a malformed id is the 404 page; an unknown id, an employee
 * outside the hierarchy or the manager themself all go to /forbidden (spec 2 §2: "otherwise the
 * user goes to /forbidden"), so the page does not tell which ids exist.
 */
export async function checkProfileAccess(session: Session, rawId: string): Promise<ProfileAccess> {
  const parsed = employeeIdSchema.safeParse(rawId);
  if (!parsed.success || !session.hrisId) return { result: "not-found" };
  try {
    const employee = await requireEmployeeInHierarchy(session.hrisId, { id: parsed.data });
    return { result: "allowed", employeeId: employee.id };
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404))
      return { result: "forbidden" };
    throw error;
  }
}
