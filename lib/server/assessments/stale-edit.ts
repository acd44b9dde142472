import "server-only";
import { AppError } from "@/lib/server/errors";

/**
 * Refuses (409) a save whose form was opened from another version than the one stored now: read
 * `stored` (the row's updatedAt, null when there is none) under the row's lock. `basedOn`
 * undefined: the caller claims nothing, and the save goes on (the spec's body has no such field).
 */
export function assertUnchangedSince(stored: Date | null, basedOn: string | null | undefined, what: string) {
  if (basedOn === undefined || stored === null) return;
  if (basedOn !== null && Date.parse(basedOn) === stored.getTime()) return;
  throw new AppError(
    409,
    `This ${what} was saved in another window or tab after you opened it. Reload the page to see the saved version before you save again.`,
    undefined,
    undefined,
    "stale_edit",
  );
}
