import "server-only";
import { badRequest, payloadTooLarge } from "@/lib/server/errors";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body while counting bytes, and stops at the limit: an oversized request is
 * refused without being buffered whole, whatever its Content-Length claims.
 */
export async function readJsonBody(req: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw payloadTooLarge(tooLargeMessage(maxBytes));
  if (!req.body) throw badRequest("A JSON request body is required.");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(tooLargeMessage(maxBytes));
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) throw badRequest("A JSON request body is required.");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

function tooLargeMessage(maxBytes: number) {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Math.round(maxBytes / 1024 / 1024)} MB`
      : `${Math.round(maxBytes / 1024)} kB`;
  return `The request is too large (limit ${size}).`;
}
