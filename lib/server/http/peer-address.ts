import "server-only";
import http from "node:http";
import { randomBytes } from "node:crypto";

// Next hands route handlers no socket, and `next start` only fills in X-Forwarded-For when the
// client sent none, so the connecting address is lost exactly when a client forges that header.
// At start-up (instrumentation.ts) the Node server is taught to write the socket's address into a
// header of its own on every request, over whatever the client sent, marked with a secret made
// per process: a header without the mark was written by the client and is ignored.

const HEADER = "x-yardstick-peer";
const MARK = Symbol.for("yardstick.peer-address-mark");
type Holder = { [MARK]?: string };

function mark(): string {
  const holder = globalThis as Holder;
  return (holder[MARK] ??= randomBytes(16).toString("hex"));
}

/** Writes the connecting address into the request headers (also what tests use to simulate it). */
export function stampPeerAddress(headers: Headers | http.IncomingHttpHeaders, address: string) {
  const value = `${mark()} ${address}`;
  if (headers instanceof Headers) headers.set(HEADER, value);
  else headers[HEADER] = value;
}

/** The connecting address, when the server stamped it. */
export function peerAddress(headers: Headers): string | undefined {
  const [stamp, address] = (headers.get(HEADER) ?? "").split(" ");
  return stamp === mark() && address ? address : undefined;
}

const INSTALLED = Symbol.for("yardstick.peer-address-installed");

/** Patches http.Server so every request carries the stamped socket address (idempotent). */
export function installPeerAddressStamp() {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      stampPeerAddress(req.headers, normalise(req.socket?.remoteAddress ?? "unknown"));
    }
    return (emit as (...all: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof proto.emit;
}

// "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) is 192.0.2.1.
const normalise = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
