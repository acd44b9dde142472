// Next's start-up hook: background work (email outbox, resuming an interrupted password job) runs in
// the Node.js server only, never in the edge runtime and never during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    // Validate the environment at start-up: a real database with demo or guessable secrets exits 1 here.
    const { checkEnvironmentAtStart } = await import("@/lib/server/refuse-start");
    checkEnvironmentAtStart();
    // On PostgreSQL, exit when the database holds the demo org's public credentials (unless --demo).
    const { refuseDemoCredentialsAtStart } = await import("@/lib/server/demo/refuse-demo-credentials");
    refuseDemoCredentialsAtStart();
    // The socket's address for rate limits and audit rows (X-Forwarded-For is not believed): the one
    // patch of Node's server left (ADR 0011, ADR 0071).
    const { installPeerAddressStamp } = await import("@/lib/server/http/peer-address");
    installPeerAddressStamp();
    const { startBackgroundWork } = await import("@/lib/server/passwords/start-background-work");
    startBackgroundWork();
    // The production server drains on SIGTERM; `next dev` keeps its own handling.
    if (process.env.NODE_ENV === "production") {
      const { installShutdownHandlers } = await import("@/lib/server/shutdown");
      installShutdownHandlers();
    }
  }
}

type RequestErrorContext = { routerKind: string; routePath: string; routeType: string };

/** A page (or server action) that failed: one log line with its request id and the digest the error page shows. */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: RequestErrorContext,
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logPageError } = await import("@/lib/server/http/request-log");
  logPageError(error, {
    requestId: String(request.headers["x-request-id"] ?? ""),
    method: request.method,
    route: context.routePath,
  });
}
