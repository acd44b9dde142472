import "server-only";

// Set once SIGTERM arrived (lib/server/shutdown.ts): readiness answers 503 so the platform stops
// routing here while in-flight work finishes.
const g = globalThis as unknown as { __yardstickShuttingDown?: boolean };

export function isShuttingDown() {
  return g.__yardstickShuttingDown === true;
}

export function markShuttingDown() {
  g.__yardstickShuttingDown = true;
}
