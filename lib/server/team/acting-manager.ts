import "server-only";
import type { Session } from "@/lib/server/auth/session";
import { forbidden } from "@/lib/server/errors";

// The manager is always the session's. A reference in a URL (numeric id or HRIS id) is only
// accepted when it names that same manager; anyone else gets the same 403, so a caller learns
// nothing about other managers (not even whether they exist).

export type ActingManager = { id: number; hrisId: string; name: string };

export function actingManager(session: Session): ActingManager {
  if (session.kind !== "manager" || !session.hrisId) throw forbidden("This is available to managers only.");
  return { id: session.id, hrisId: session.hrisId, name: session.name };
}

/** The manager named by `ref`, when it is the signed-in manager; 403 otherwise. */
export function requireOwnManager(session: Session, ref: string): ActingManager {
  const me = actingManager(session);
  const value = ref.trim();
  if (value === String(me.id) || value.toUpperCase() === me.hrisId.toUpperCase()) return me;
  throw forbidden("You can only view your own team.");
}
