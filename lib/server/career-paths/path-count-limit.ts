import "server-only";
import type { Tx } from "@/lib/server/db/client";
import { conflict } from "@/lib/server/errors";
import { MAX_CUSTOM_PATHS, MAX_CUSTOM_PATHS_TEXT } from "@/lib/shared/career-paths/texts";

/**
 * Before a new custom path of `employeeId` is written: refuses (409) once the employee has
 * MAX_CUSTOM_PATHS. New paths of one employee take turns on this lock until their transaction
 * ends, so two tabs creating together cannot both pass at MAX - 1.
 */
export async function assertRoomForAnotherPath(tx: Tx, employeeId: number) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`custom-paths-of:${employeeId}`}))`;
  const [row] = await tx.$queryRaw<{ paths: number }[]>`
    SELECT count(DISTINCT "sessionId")::int AS paths FROM "CustomCareerPath" WHERE "employeeId" = ${employeeId}`;
  if (row!.paths >= MAX_CUSTOM_PATHS) throw conflict(MAX_CUSTOM_PATHS_TEXT);
}
