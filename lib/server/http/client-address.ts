import "server-only";
import { getEnv } from "@/lib/server/env";
import { peerAddress } from "@/lib/server/http/peer-address";

// The client address for rate limits and audit rows (ADR 0011). With TRUSTED_PROXY_HOPS=0 (the
// default) it is the connecting socket's and X-Forwarded-For is ignored: anyone can write that
// header. Behind N proxies that each append the address they saw, the client is the N-th entry
// from the right (the one the outermost trusted proxy wrote); entries left of it are the client's.
export function clientAddress(headers: Headers, trustedHops = getEnv().TRUSTED_PROXY_HOPS): string {
  const address = trustedHops > 0 ? forwardedFor(headers, trustedHops) : peerAddress(headers);
  return (address || "unknown").slice(0, 64);
}

function forwardedFor(headers: Headers, hops: number) {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped the outer ones; the furthest entry is all we have.
  return entries[Math.max(0, entries.length - hops)] ?? peerAddress(headers);
}
