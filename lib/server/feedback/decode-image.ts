import "server-only";
import { badRequest, payloadTooLarge } from "@/lib/server/errors";
import {
  MAX_FEEDBACK_IMAGE_BYTES,
  isAcceptedImageType,
  normaliseImageType,
  sniffImageType,
  type FeedbackImageType,
} from "@/lib/shared/feedback-images";
import { IMAGE_TOO_LARGE } from "@/lib/shared/schemas/feedback";
import {
  ImageStructureError,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  readImageSize,
  type ImageSize,
} from "@/lib/server/feedback/image-structure";

export type DecodedImage = { mimeType: FeedbackImageType; bytes: Uint8Array<ArrayBuffer> } & ImageSize;

const NOT_AN_IMAGE = "Please upload image files only (PNG, JPG, GIF, etc.).";
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Turns one attachment (a `data:image/...;base64,...` string) into bytes we are willing to store
 * and serve back. The type is what the bytes' magic numbers say; a prefix that names another
 * type (HTML or SVG under `data:image/png`, say) is refused, as is anything but PNG, JPEG, GIF
 * and WebP. The whole file must then be an image of that type with plausible dimensions
 * (image-structure.ts). `index` is 0-based; messages count from 1.
 */
export function decodeFeedbackImage(dataUrl: string, index: number): DecodedImage {
  const label = `Image ${index + 1}`;
  const comma = dataUrl.indexOf(",");
  const header = comma > 0 && comma <= 100 ? dataUrl.slice(0, comma) : "";
  const match = /^data:([^;,]*)((?:;[^;,]*)*)$/i.exec(header);
  if (!match) throw badRequest(`${label} is not an image data string (data:image/...;base64,...).`);
  const declared = normaliseImageType(match[1] ?? "");
  const isBase64 = (match[2] ?? "").toLowerCase().split(";").includes("base64");
  if (!isBase64) throw badRequest(`${label} must be base64-encoded (data:image/...;base64,...).`);
  if (!isAcceptedImageType(declared))
    throw badRequest(`${label} is not a PNG, JPEG, GIF or WebP image. ${NOT_AN_IMAGE}`);

  const payload = dataUrl.slice(comma + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload))
    throw badRequest(`${label} is not valid base64 data.`);
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  // Checked from the text's length before decoding, so an oversized image is never materialised.
  if ((payload.length / 4) * 3 - padding > MAX_FEEDBACK_IMAGE_BYTES)
    throw payloadTooLarge(`${label} is too large. ${IMAGE_TOO_LARGE}`);
  if (payload.length === 0) throw badRequest(`${label} is empty.`);

  const buffer = Buffer.from(payload, "base64");
  const sniffed = sniffImageType(buffer);
  if (!sniffed) throw badRequest(`${label} is not a PNG, JPEG, GIF or WebP image. ${NOT_AN_IMAGE}`);
  if (sniffed !== declared) {
    throw badRequest(`${label} says it is ${declared} but its contents are ${sniffed}. ${NOT_AN_IMAGE}`);
  }
  return { mimeType: sniffed, bytes: new Uint8Array(buffer), ...sizeOf(buffer, sniffed, label) };
}

const TYPE_NAMES: Record<FeedbackImageType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
};

function sizeOf(buffer: Buffer, type: FeedbackImageType, label: string): ImageSize {
  try {
    return readImageSize(buffer, type);
  } catch (error) {
    if (!(error instanceof ImageStructureError)) throw error;
    if (error.reason === "dimensions")
      throw badRequest(
        `${label} is ${error.message}: images may be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} pixels wide or tall and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all.`,
      );
    throw badRequest(
      `${label} is not a whole ${TYPE_NAMES[type]} image (the file is damaged or is not really an image). ${NOT_AN_IMAGE}`,
    );
  }
}
