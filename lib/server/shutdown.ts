import "server-only";
import http from "node:http";
import net from "node:net";
import { closeDatabase } from "@/lib/server/db/client";
import { closeMailTransport } from "@/lib/server/mail/mail-transport";
import { shutdownHashPool } from "@/lib/server/passwords/hash-pool";
import { stopBackgroundWork } from "@/lib/server/passwords/start-background-work";
import { isShuttingDown, markShuttingDown } from "@/lib/server/shutdown-state";
import { log } from "@/lib/server/log";

// Graceful shutdown on SIGTERM (what every PaaS sends before it stops an instance) and SIGINT:
//  1. readiness turns 503 and the listening socket closes: no new connections, in-flight requests finish;
//  2. the outbox worker and the password jobs stop at a safe point (lib/server/passwords/start-background-work.ts);
//  3. the database pool, the SMTP pool and the bcrypt threads close; the process exits 0.
// Past SHUTDOWN_DEADLINE_MS it exits anyway (code 1), inside the 10 s most platforms allow.
// Next's own SIGTERM handler exits 143 as soon as the HTTP server has closed, without waiting for
// background work, so it is replaced here.

export const SHUTDOWN_DEADLINE_MS = 9_000;
/** Connections still open this long before the deadline are closed (a keep-alive client, a stuck request). */
const FORCE_CLOSE_MS = SHUTDOWN_DEADLINE_MS - 2_000;

const g = globalThis as unknown as { __yardstickShutdownInstalled?: boolean };

export function installShutdownHandlers() {
  if (g.__yardstickShutdownInstalled) return;
  g.__yardstickShutdownInstalled = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

/** The listening servers of this process (Next's standalone server does not hand its server out). */
function listeningServers(): net.Server[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((h): h is net.Server => h instanceof net.Server && h.listening);
}

function closeServer(server: net.Server) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    if (!(server instanceof http.Server)) return;
    // Keep-alive connections that go idle after close() began would hold it open: close them as they idle.
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    const force = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_MS);
    idle.unref();
    force.unref();
    server.once("close", () => {
      clearInterval(idle);
      clearTimeout(force);
    });
  });
}

export async function shutdown(signal: string) {
  if (isShuttingDown()) return;
  markShuttingDown();
  const started = Date.now();
  const shutdownLog = log().child({ shutdown: signal });
  shutdownLog.info("draining");
  const deadline = setTimeout(() => {
    shutdownLog.error(`still busy after ${SHUTDOWN_DEADLINE_MS} ms: exiting now`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  const step = async (name: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      shutdownLog.error({ error: error instanceof Error ? error.message : String(error) }, `${name} failed`);
    }
  };
  await Promise.all([
    step("closing the HTTP server", () => Promise.all(listeningServers().map(closeServer))),
    step("stopping background work", stopBackgroundWork),
  ]);
  await Promise.all([
    step("closing the database", closeDatabase),
    step("closing the mail transport", async () => closeMailTransport()),
    step("stopping hash threads", shutdownHashPool),
  ]);
  shutdownLog.info({ durationMs: Date.now() - started }, "done");
  process.exit(0);
}
