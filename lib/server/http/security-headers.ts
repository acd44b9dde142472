import "server-only";
import { getEnv } from "@/lib/server/env";

// The page headers the proxy adds (docs/decisions/0047): a Content-Security-Policy with a fresh
// nonce per request, which Next puts on its own scripts, and HSTS once the public URL is https.
// The static headers (nosniff, frame and referrer policies) are next.config.ts's.

/**
 * Radix Toast's viewport renders `style="pointer-events:none"` on the server: the one inline
 * style attribute in our HTML, allowed by its hash rather than by 'unsafe-inline'.
 */
const TOAST_VIEWPORT_STYLE = "'sha256-1OjyRYLAOH1vhXLUN4bBHal0rWxuwBDBP220NNc0CNU='";
export const HSTS = "max-age=31536000; includeSubDomains";

/** 128 random bits, base64: unguessable and new for every page request. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { isDev = false, isHttps = false } = {}): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts Next's nonced scripts load are trusted, nothing else. React's
    // development build needs eval for its call stacks; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Tailwind's stylesheet is 'self'; Radix's injected <style> tags carry the nonce.
    `style-src 'self' 'nonce-${nonce}' 'unsafe-hashes' ${TOAST_VIEWPORT_STYLE}`,
    // data: and blob: for the feedback dialog's previews of images not yet sent.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The headers for one page request: the policy (request and response) and HSTS when https. */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  const env = getEnv();
  const isHttps = !!env.NEXTAUTH_URL?.startsWith("https://");
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, {
      isDev: env.NODE_ENV === "development",
      isHttps,
    }),
  };
  if (isHttps) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}
