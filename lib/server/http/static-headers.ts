// Config-time as well: next.config.ts reads it, where "server-only" would throw, so it has no such
// import. Server code only all the same: the ESLint boundaries keep it out of the browser.

/**
 * The headers every answer carries, pages and API calls alike: next.config.ts gives them to Next,
 * and the answers sent in front of Next (lib/server/answers/front-answers.ts) set the same ones.
 * The per-page ones (the CSP with its nonce, HSTS) are security-headers.ts's.
 */
export const STATIC_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
});
