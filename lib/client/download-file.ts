"use client";
import { apiRequest } from "@/lib/client/api";

// The one way the browser downloads a file from the API (docs/decisions/0005): fetch with the
// session (so a failure is an ApiError the screen can show), then save the blob through a
// temporary a[download] so the browser keeps the server's file name. A screen that must watch
// the bytes arrive (the XLSX export's progress) reads the response itself and calls `saveFile`.

/** The file name in a Content-Disposition header: `filename*` (UTF-8) first, then `filename`. */
export function filenameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/** Hands a blob to the browser as a download with the given name, through a temporary a[download]. */
export function saveFile(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = filename;
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The browser's IANA time zone ("Europe/Paris"), which the server dates a file in. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `url` with the reader's `timeZone`, so the file's name carries their day, not UTC's. */
export function withReaderTimeZone(url: string): string {
  const address = new URL(url, "http://same-origin");
  address.searchParams.set("timeZone", readerTimeZone());
  return `${address.pathname}${address.search}`;
}

/**
 * GETs `url` (this application's API only) and saves the answer as a file; resolves to its name.
 * The file's date is the reader's: the call carries their time zone.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  if (!url.startsWith("/api/")) throw new Error("A download must come from this application.");
  const res = await apiRequest("GET", withReaderTimeZone(url));
  const filename = filenameFromDisposition(res.headers.get("content-disposition")) ?? fallbackName;
  saveFile(await res.blob(), filename);
  return filename;
}
