import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { getEnv } from "@/lib/server/env";

// The one logger: JSON lines on stdout (what a platform's log drain reads), level from LOG_LEVEL.
// Log ids, counts, routes and statuses; never a password, token, cookie, email body or decrypted
// secret (the redact list is a safety net, not a licence).

let cached: Logger | undefined;
let destination: DestinationStream | undefined;

function level() {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info"; // an invalid environment is reported by whoever reads it; logging still works
  }
}

export function log(): Logger {
  return (cached ??= pino(
    {
      level: level(),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ["password", "*.password", "cookie", "*.cookie", "authorization", "*.authorization", "token"],
        censor: "[redacted]",
      },
    },
    destination ?? pino.destination(1),
  ));
}

/** Tests: pick up a changed LOG_LEVEL, and read the lines from `to` instead of stdout. */
export function resetLogger(to?: DestinationStream) {
  cached = undefined;
  destination = to;
}

/**
 * A background job's logger: every line carries `job` (passwords, outbox, rate-limits,
 * review-cycles, reminders) and a `step` (claimed, sent, batch, done…) with ids and counts only,
 * never a password, token or email body.
 */
export function jobLog(job: "passwords" | "outbox" | "rate-limits" | "review-cycles" | "reminders"): Logger {
  return log().child({ job });
}
