import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { forbidden } from "@/lib/server/errors";
import { isNumericId } from "@/lib/shared/schemas/params";
import { identityKey } from "@/lib/shared/identity-key";

// The manager is always the session's. A reference in a URL (numeric id or HRIS id) is only
// accepted when it names that same manager; anyone else gets the same 403, so a caller learns
// nothing about other managers (not even whether they exist). HRIS ids compare by their key
// (identityKey), as everywhere.

/** The manager named by `ref`, when it is the signed-in manager; 403 otherwise. */
export function requireOwnManager(
  session: ManagerSession,
  ref: string,
  refusal = "You can only view your own team.",
): ManagerSession {
  const value = ref.trim();
  const named =
    (isNumericId(value) && Number(value) === session.employeeId) ||
    identityKey(value) === identityKey(session.hrisId);
  if (named) return session;
  throw forbidden(refusal);
}
