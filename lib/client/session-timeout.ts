"use client";
import { localEndOf, readSession, type SessionEnd } from "@/lib/client/read-session";

/** How long before the session's end the warning opens (WCAG 2.2.1: at least 20 seconds). */
export const WARN_BEFORE_END_MS = 2 * 60 * 1000;
/** The server may keep a session a moment past this browser's idea of its end: ask again this soon. */
const RECHECK_MS = 1000;
/** A session gone this close to its end timed out; gone earlier, someone ended it. */
const END_TOLERANCE_MS = 5000;

export type SessionTimeoutView =
  /** The session ends at `endsAt` (this browser's clock); `canExtend` is false for the 8-hour end. */
  { state: "warning"; endsAt: number; canExtend: boolean } | { state: "ended" };

export type SessionTimeout = ReturnType<typeof createSessionTimeout>;

/**
 * Keeps a timer on the session's end as the server last gave it, and shows the warning two minutes
 * before. The warning's own checks only peek (they must not keep an unused session alive); every
 * other read of GET /api/session renews the session and moves the timer. A timer can fire late (a
 * sleeping tab), never early, so each step asks the server again before it says anything.
 */
export function createSessionTimeout(callbacks: {
  show: (view: SessionTimeoutView | null) => void;
  /** The session ended before its time: signed out in another tab, or revoked. */
  signedOut: () => void;
  /** Called before the warning may be needed (to load its code). */
  prepare?: () => unknown;
}) {
  let end: SessionEnd | null = null;
  let view: SessionTimeoutView | null = null;
  /** The 8-hour warning was read (OK): nothing more until the end itself. */
  let acknowledged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Answers are applied in the order their requests were sent: a peek sent before a renewal must
  // not bring the old end back when it arrives after it.
  let sent = 0;
  let applied = 0;

  const setView = (next: SessionTimeoutView | null) => {
    view = next;
    callbacks.show(next);
  };
  const runAt = (step: () => Promise<void>, time: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void step(), Math.max(0, time - Date.now()));
  };
  const schedule = () => {
    if (!end || stopped) return;
    if (view?.state === "warning" || acknowledged) runAt(checkAtEnd, localEndOf(end));
    else runAt(checkBeforeEnd, localEndOf(end) - WARN_BEFORE_END_MS);
  };

  /** Undefined when unreachable, or when a newer answer has already been applied. */
  const read = async (peek: boolean) => {
    const order = ++sent;
    const reading = await readSession({ peek });
    if (stopped || !reading || order < applied) return undefined;
    applied = order;
    if (reading.end) track(reading.end);
    return reading;
  };

  const track = (next: SessionEnd) => {
    const moved = next.at !== end?.at;
    end = next;
    if (moved || view?.state === "ended") {
      acknowledged = false;
      if (view) setView(null);
    }
    schedule();
  };

  const showEnded = () => {
    clearTimeout(timer);
    acknowledged = false;
    if (view?.state !== "ended") setView({ state: "ended" });
  };

  /** The server has no session: at its end it timed out (the page stays); before it, it was ended. */
  const gone = () => {
    if (stopped) return;
    if (end && Date.now() >= localEndOf(end) - END_TOLERANCE_MS) showEnded();
    else callbacks.signedOut();
  };

  const checkBeforeEnd = async () => {
    void callbacks.prepare?.();
    const before = end;
    const reading = await read(true);
    if (stopped || !end) return;
    // Moved on (another tab or call renewed it): read() has rescheduled.
    if (end.at !== before?.at) return;
    if (reading && !reading.session) return gone();
    const endsAt = localEndOf(end);
    if (endsAt - Date.now() > WARN_BEFORE_END_MS + RECHECK_MS) return schedule();
    setView({ state: "warning", endsAt, canExtend: end.canExtend });
    schedule();
  };

  const checkAtEnd = async () => {
    const before = end;
    const reading = await read(true);
    if (stopped) return;
    if (end?.at !== before?.at) return;
    if (!reading?.session) return showEnded();
    // The server still holds it for a moment (the clocks are a second or so apart).
    clearTimeout(timer);
    timer = setTimeout(() => void checkAtEnd(), RECHECK_MS);
  };

  return {
    /** Whether the warning (or the ended notice) is on screen. */
    showing: () => view !== null,
    /** GET /api/session (renewing unless `peek`), rescheduling from the answer. */
    read: ({ peek }: { peek: boolean }) => read(peek),
    gone,
    /** Stay signed in: renew the session; the warning closes when its end moves. */
    stay: async () => {
      const reading = await read(false);
      if (reading && !reading.session) gone();
    },
    /** OK on the 8-hour warning: close it and say nothing more until the end. */
    acknowledge: () => {
      acknowledged = true;
      setView(null);
      schedule();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
