import "server-only";
// A database that cannot be reached (down, restarting, network cut, out of connections) or cannot
// serve this request in time (a lock held past the lock timeout, a statement cancelled by its
// timeout, a transaction that ran out of time, a deadlock) is the service's outage or load, not the
// caller's mistake and not a bug: the API answers 503 with Retry-After, and trying again works.

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 5;

/** Prisma's codes for an unreachable server, a timeout opening a connection, a closed connection, a pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** P2028 only for a transaction that could not start in time or ran out of its time (not a misuse). */
const TRANSACTION_TIMEOUT = /Unable to start a transaction in the given time|expired transaction/i;
/** The driver adapter's error kinds for the same. */
const ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/**
 * SQLSTATE: connection exceptions (08…), server shutting down or starting (57P01-57P03), too many
 * connections (53300), lock timeout (55P03), statement timeout (57014), serialization failure and
 * deadlock (40001, 40P01).
 */
const SQLSTATE = /^(08\w{3}|57P0[123]|53300|55P03|57014|40001|40P01)$/;
/** What node-postgres and the socket layer say when the connection goes away. */
const MESSAGES =
  /Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|timeout exceeded when trying to connect|Query read timeout|Can't reach database server|the database system is (starting up|shutting down)/i;
/**
 * An open connection that died under the request (a server restart, a cut network): the server
 * ended it (57P01, 57P02, 08003, 08006, Prisma's P1017, the adapter's ConnectionClosed) or
 * node-postgres found it gone ("Connection terminated", "… is not queryable" once a transaction's
 * connection broke between two statements). Another connection may well work at once.
 */
const BROKEN_CODES = /^(57P0[12]|08003|08006|P1017)$/;
const BROKEN_MESSAGES = /Connection terminated|not queryable|ECONNRESET|EPIPE/i;

type Inspectable = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as Inspectable;
  if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (e.code === "P2028" && typeof e.message === "string" && TRANSACTION_TIMEOUT.test(e.message)) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.originalCode === "string" && SQLSTATE.test(e.originalCode)) return true;
  if (typeof e.message === "string" && MESSAGES.test(e.message)) return true;
  return (
    isDatabaseUnavailable(e.meta?.driverAdapterError?.cause, depth + 1) ||
    isDatabaseUnavailable(e.cause, depth + 1)
  );
}

/** Whether the failure is a connection that broke under the request (see BROKEN_CODES). */
export function isBrokenConnection(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as Inspectable;
  if ([e.code, e.originalCode].some((c) => typeof c === "string" && BROKEN_CODES.test(c))) return true;
  if (e.kind === "ConnectionClosed") return true;
  if (typeof e.message === "string" && BROKEN_MESSAGES.test(e.message)) return true;
  return (
    isBrokenConnection(e.meta?.driverAdapterError?.cause, depth + 1) || isBrokenConnection(e.cause, depth + 1)
  );
}

/** A short description for the log line: the kind of failure, no addresses or credentials. */
export function describeDatabaseFailure(error: unknown): string {
  const e = (error ?? {}) as Inspectable;
  const kind = (e.meta?.driverAdapterError?.cause as Inspectable | undefined)?.kind;
  if (typeof kind === "string") return kind;
  if (typeof e.code === "string") return e.code;
  const message = typeof e.message === "string" ? e.message : "";
  return MESSAGES.exec(message)?.[0] ?? "unknown";
}
