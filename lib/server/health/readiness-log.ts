import "server-only";
import { log } from "@/lib/server/log";
import type { Readiness } from "@/lib/server/health/readiness";

// Readiness is asked every few seconds; its request lines are debug. What an operator needs is when
// it changes: one info line when the instance becomes ready, one warning when a ready instance stops
// being ready (info when it is stopping on SIGTERM, and info again when it recovers). Not ready before the first "ready" is starting up,
// not a failure: debug only.

const g = globalThis as unknown as { __yardstickLastReadiness?: Readiness["status"] };

export function noteReadiness(readiness: Readiness) {
  const previous = g.__yardstickLastReadiness;
  g.__yardstickLastReadiness = readiness.status;
  if (previous === readiness.status) return;
  if (readiness.status === "ready") log().info({ readiness: "ready" }, "instance ready");
  else if (previous === "ready") {
    const stopping = readiness.failing.every((check) => check === "instance"); // SIGTERM: expected
    log()[stopping ? "info" : "warn"](
      { readiness: "unavailable", failing: readiness.failing },
      readiness.message ?? "not ready",
    );
  } else log().debug({ readiness: "starting", failing: readiness.failing }, "instance starting");
}

/** Tests: forget the last answer. */
export function resetReadinessLog() {
  g.__yardstickLastReadiness = undefined;
}
