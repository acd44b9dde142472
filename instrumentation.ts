// Next's start-up hook: background work (email outbox, resuming an interrupted password job) runs in
// the Node.js server only, never in the edge runtime and never during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // Validate the environment at start-up (a real database with demo secrets is refused here).
    const { getEnv } = await import("@/lib/server/env");
    getEnv();
    const { startBackgroundWork } = await import("@/lib/server/passwords/start-background-work");
    startBackgroundWork();
  }
}
