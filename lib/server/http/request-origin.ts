import "server-only";
import { AppError, forbidden } from "@/lib/server/errors";
import { getEnv } from "@/lib/server/env";

// Only the app's own pages may change anything (DESIGN rule 11, ADR 0012). A state-changing call
// must come from this origin, said by the browser in Sec-Fetch-Site or, from browsers that do not
// send it, in Origin; and a body must be JSON, which a cross-site HTML form cannot send.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE = "Cross-site requests are not accepted: use Yardstick's own pages.";

export function isStateChanging(method: string) {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function assertSameOrigin(req: Request) {
  const site = req.headers.get("sec-fetch-site");
  if (site) {
    if (site !== "same-origin") throw forbidden(CROSS_SITE);
    return;
  }
  const origin = originOf(req.headers.get("origin") ?? "");
  if (!origin || !ownOrigins(req).has(origin)) throw forbidden(CROSS_SITE);
}

/**
 * The origins the app answers on. A set NEXTAUTH_URL is the app's origin, and the request's own
 * headers are not asked (a client writes Host and X-Forwarded-Host as it likes). Without it, the
 * host the request was addressed to: X-Forwarded-Host and -Proto only from trusted proxies
 * (TRUSTED_PROXY_HOPS > 0), else Host, compared by host alone (a proxy may end TLS in front).
 */
function ownOrigins(req: Request): Set<string> {
  const env = getEnv();
  const origins = new Set<string>();
  if (env.PUBLIC_URL) origins.add(originOf(env.PUBLIC_URL));
  if (env.NEXTAUTH_URL) return origins.add(originOf(env.NEXTAUTH_URL));
  const url = new URL(req.url);
  const forwarded = env.TRUSTED_PROXY_HOPS > 0;
  const host =
    (forwarded && firstOf(req.headers.get("x-forwarded-host"))) || req.headers.get("host") || url.host;
  const proto = (forwarded && firstOf(req.headers.get("x-forwarded-proto"))) || null;
  for (const scheme of proto ? [`${proto}:`] : ["http:", "https:"])
    origins.add(originOf(`${scheme}//${host}`));
  return origins;
}

/** A proxy chain may list several values; the first is what the client addressed. */
function firstOf(value: string | null) {
  return value?.split(",")[0]?.trim() || null;
}

function originOf(url: string) {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? "" : origin;
  } catch {
    return "";
  }
}

/** A body (or a declared content type) must be JSON; a call without a body may have neither. */
export function assertJsonContentType(req: Request) {
  const type = req.headers.get("content-type");
  const hasBody =
    Number(req.headers.get("content-length") ?? "0") > 0 || req.headers.has("transfer-encoding");
  if (!type && !hasBody) return;
  const media = (type ?? "").split(";")[0]!.trim().toLowerCase();
  if (media !== "application/json")
    throw new AppError(415, "Send the request as JSON (Content-Type: application/json).");
}
