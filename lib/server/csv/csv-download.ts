import "server-only";
import { dateStampIn } from "@/lib/shared/time-zone";

// Turning a CSV document into a download response, with a file name that is safe everywhere.

/** Replaces every character that is not a letter, digit, dot, dash or underscore with "_". */
export function safeFilenamePart(value: string): string {
  const cleaned = value
    .normalize("NFC")
    .trim()
    .replace(/[^\p{L}\p{N}._-]/gu, "_");
  return cleaned.replace(/^\.+/, "_") || "_";
}

/** Today as YYYY-MM-DD in `timeZone` (UTC unless the reader's is known), the date stamp in export file names. */
export function fileDateStamp(now = new Date(), timeZone = "UTC"): string {
  return dateStampIn(now, timeZone);
}

function asciiFallback(filename: string) {
  return filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
}

/** `attachment; filename="…"`, plus `filename*` (RFC 6266) when the name has non-ASCII letters. */
export function attachmentDisposition(filename: string): string {
  const ascii = asciiFallback(filename);
  const plain = `attachment; filename="${ascii}"`;
  return ascii === filename ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A text/csv attachment answer for a document made by `toCsv`, the one CSV writer. */
export function csvAttachment(csv: string, filename: string): Response {
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(filename),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
