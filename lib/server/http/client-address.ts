// The client address for rate limits and audit rows. Behind a load balancer the first
// X-Forwarded-For entry is the client; run the app only behind a proxy that sets it.
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const real = headers.get("x-real-ip")?.trim();
  return (forwarded || real || "local").slice(0, 64);
}
