"use client";
import { getNonce, setNonce } from "get-nonce";

// Our Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0047): zod 4 would otherwise
// probe `new Function("")` on its first parse and the browser would report a violation. zod keeps
// its config on `globalThis.__zod_globalConfig` (one object shared by every copy of zod, created
// only if absent), so setting the flag there works whether zod loads before or after this module,
// and no page pays for zod's core (5 KB gzipped) before a form first validates
// (tests/unit/zod-jitless.test.ts).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

/**
 * Hands the page's CSP nonce to the libraries that inject <style> tags at run time: Radix's
 * scroll lock (react-remove-scroll, through get-nonce) and, via getNonce, the Select viewport.
 * The document's policy is fixed when it loads, so the first nonce (the hydrated one) is the only
 * right one: a later server render in the same document (router.refresh after signing in, say)
 * brings a fresh nonce that this document's policy never had, and is ignored.
 */
export function CspNonce({ nonce }: { nonce: string | null }) {
  if (nonce && typeof document !== "undefined" && !getNonce()) setNonce(nonce);
  return null;
}
