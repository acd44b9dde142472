"use client";
import { setNonce } from "get-nonce";
import { config } from "zod/v4/core";

// Our Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0047): zod 4 would otherwise
// probe `new Function("")` on its first parse and the browser would report a violation. The core
// config alone, not "zod": this module is on every page, and all of zod is 30 KB gzipped.
config({ jitless: true });

/**
 * Hands the page's CSP nonce to the libraries that inject <style> tags at run time: Radix's
 * scroll lock (react-remove-scroll, through get-nonce) and, via getNonce, the Select viewport.
 */
export function CspNonce({ nonce }: { nonce: string | null }) {
  if (nonce && typeof document !== "undefined") setNonce(nonce);
  return null;
}
