"use client";
import { apiRequest } from "@/lib/client/api";
import type { SessionAnswer } from "@/lib/shared/schemas/session";

/** When the session ends, as the server last said. */
export type SessionEnd = {
  /** The earlier of its idle end and its 8-hour end, on the server's clock (epoch ms). */
  at: number;
  /** False when that is the 8-hour end, which no use of the session moves. */
  canExtend: boolean;
  /** The server's clock minus this browser's (ms), so a wrong clock here does not move the warning. */
  skew: number;
};

export type SessionReading = { session: SessionAnswer["session"]; end: SessionEnd | null };

// The Date header counts whole seconds: a smaller difference is its rounding, not a wrong clock.
const SKEW_IGNORED_MS = 5000;

/**
 * GET /api/session, which renews a session in use; with `peek` it only looks. Undefined when the
 * server could not be reached or did not answer.
 */
export async function readSession({ peek }: { peek: boolean }): Promise<SessionReading | undefined> {
  try {
    const res = await apiRequest("GET", peek ? "/api/session?peek=1" : "/api/session");
    const { session } = (await res.json()) as SessionAnswer;
    return { session, end: session ? endOf(session, skewOf(res)) : null };
  } catch {
    return undefined;
  }
}

/** When the session ends on this browser's clock, for its timers. */
export function localEndOf(end: SessionEnd): number {
  return end.at - end.skew;
}

function endOf(session: NonNullable<SessionAnswer["session"]>, skew: number): SessionEnd {
  const idleEnd = Date.parse(session.idleEndsAt);
  const finalEnd = Date.parse(session.endsAt);
  return { at: Math.min(idleEnd, finalEnd), canExtend: idleEnd < finalEnd, skew };
}

function skewOf(res: Response): number {
  const serverNow = Date.parse(res.headers?.get("date") ?? "");
  if (Number.isNaN(serverNow)) return 0;
  const skew = serverNow - Date.now();
  return Math.abs(skew) < SKEW_IGNORED_MS ? 0 : skew;
}
