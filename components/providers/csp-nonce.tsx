"use client";
import { setNonce } from "get-nonce";
import { z } from "zod";

// Our Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0047): zod 4 would otherwise
// probe `new Function("")` on its first parse and the browser would report a violation.
z.config({ jitless: true });

/**
 * Hands the page's CSP nonce to the libraries that inject <style> tags at run time: Radix's
 * scroll lock (react-remove-scroll, through get-nonce) and, via getNonce, the Select viewport.
 */
export function CspNonce({ nonce }: { nonce: string | null }) {
  if (nonce && typeof document !== "undefined") setNonce(nonce);
  return null;
}
