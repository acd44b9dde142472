import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import { AppError } from "@/lib/server/errors";
import { parseNumericId } from "@/lib/shared/schemas/params";

export type ProfileAccess =
  | { result: "allowed"; employeeId: number; hrisId: string }
  | { result: "forbidden" }
  | { result: "not-found" };

/**
 * The profile page's server check: a malformed id is the 404 page; an unknown id, an employee
 * outside the hierarchy or the manager themself all go to /forbidden (spec 2 §2: "otherwise the
 * user goes to /forbidden"), so the page does not tell which ids exist.
 */
export async function checkProfileAccess(session: ManagerSession, rawId: string): Promise<ProfileAccess> {
  const id = parseNumericId(rawId);
  if (id === null) return { result: "not-found" };
  try {
    const employee = await findEmployeeForManager(session, { id });
    return { result: "allowed", employeeId: employee.id, hrisId: employee.hrisId };
  } catch (error) {
    if (error instanceof AppError && (error.code === "forbidden" || error.code === "not_found"))
      return { result: "forbidden" };
    throw error;
  }
}
