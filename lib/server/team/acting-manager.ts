import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { forbidden } from "@/lib/server/errors";
import { isNumericId } from "@/lib/shared/schemas/params";
import { identityKey } from "@/lib/shared/identity-key";

// The manager is always the session's. A reference in a URL (numeric id or HRIS id) is only
// accepted when it names that same manager; anyone else gets the same 403, so a caller learns
// nothing about other managers (not even whether they exist). HRIS ids compare by their key
// (identityKey), as everywhere.

/** Whether `ref` (numeric id or HRIS id, as an address has it) names the signed-in manager. */
export function namesSignedInManager(session: ManagerSession, ref: string): boolean {
  const value = ref.trim();
  return (
    (isNumericId(value) && Number(value) === session.employeeId) ||
    identityKey(value) === identityKey(session.hrisId)
  );
}

/** The manager named by `ref`, when it is the signed-in manager; 403 otherwise. */
export function requireOwnManager(
  session: ManagerSession,
  ref: string,
  refusal = "You can only view your own team.",
): ManagerSession {
  if (namesSignedInManager(session, ref)) return session;
  throw forbidden(refusal);
}
