// Next's start-up hook: background work (email outbox, resuming an interrupted password job) runs in
// the Node.js server only, never in the edge runtime and never during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { startBackgroundWork } = await import("@/lib/server/passwords/start-background-work");
    startBackgroundWork();
  }
}
