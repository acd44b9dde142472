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
  const origin = req.headers.get("origin");
  if (!origin || !ownHosts(req).has(hostOf(origin))) throw forbidden(CROSS_SITE);
}

/** The request's own host (as the browser addressed it) and the configured public URLs' hosts. */
function ownHosts(req: Request) {
  const env = getEnv();
  const hosts = [req.headers.get("x-forwarded-host"), req.headers.get("host"), new URL(req.url).host];
  for (const url of [env.PUBLIC_URL, env.NEXTAUTH_URL]) if (url) hosts.push(hostOf(url));
  return new Set(hosts.filter((h): h is string => !!h));
}

function hostOf(url: string) {
  try {
    return new URL(url).host;
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
