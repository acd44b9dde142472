// Image rules for feedback attachments (spec 1 §5, §9), shared by the picker and the server.
// The type is decided from the bytes' magic numbers, never from a file name, a declared type
// or a data-URL prefix.

export const MAX_FEEDBACK_IMAGES = 3;
/** "5 MB" in the spec's sense: 5 × 1024 × 1024 bytes. */
export const MAX_FEEDBACK_IMAGE_BYTES = 5 * 1024 * 1024;
/** Three base64 images of 5 MB (≈ 6.7 MB each as text) plus the other fields, with room to spare. */
export const MAX_FEEDBACK_BODY_BYTES = 21 * 1024 * 1024;
/** Longest data-URL string the schema accepts; the decoded size is checked exactly on the server. */
export const MAX_FEEDBACK_DATA_URL_CHARS = 8_000_000;

export const FEEDBACK_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

export const FEEDBACK_IMAGE_EXTENSIONS: Record<FeedbackImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** How many leading bytes sniffImageType needs. */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The image type the bytes really are, or null when they are not PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): FeedbackImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** A declared MIME type in canonical form ("image/jpg" is a common alias of image/jpeg). */
export function normaliseImageType(declared: string): string {
  const type = declared.trim().toLowerCase();
  return type === "image/jpg" || type === "image/pjpeg" ? "image/jpeg" : type;
}

export function isAcceptedImageType(type: string): type is FeedbackImageType {
  return (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(normaliseImageType(type));
}
