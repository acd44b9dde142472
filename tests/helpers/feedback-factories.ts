import { crc32 } from "node:zlib";
import type { PrismaClient } from "@/generated/prisma/client";

// Images and feedback rows for the feedback tests. Every image here is a whole, real file
// (the PNG 1×1; the JPEG and the lossy WebP 2×3 from Chromium's encoder; the classic 1×1 GIF).
export const PNG_1X1_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG_1X1 = Buffer.from(PNG_1X1_BASE64, "base64");
export const JPEG_BYTES = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAWEAEBAQAAAAAAAAAAAAAAAAABACH/xAAVAQEBAAAAAAAAAAAAAAAAAAAFB//EABcRAQADAAAAAAAAAAAAAAAAAAEAESH/2gAMAwEAAhEDEQA/AJUAAAAwCSQS3rKsFYT/2Q==",
  "base64",
);
export const GIF_BYTES = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
export const WEBP_BYTES = Buffer.from(
  "UklGRioCAABXRUJQVlA4WAoAAAAgAAAAAQAAAgAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggPAAAABACAJ0BKgIAAwABQCYlqAJ0ugEmAt/8FPAA/u8BH8ZF+vuxqyT5WunOeCwf/aZf11f9aePqz/s4H7pgAA==",
  "base64",
);
/** A lossless (VP8L) 1×1 WebP. */
export const WEBP_LOSSLESS_BYTES = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const IEND = PNG_1X1.subarray(PNG_1X1.length - 12);

/** A valid 1×1 PNG exactly `bytes` long: a private ancillary chunk pads it before IEND. */
export function pngOfSize(bytes: number) {
  const head = PNG_1X1.subarray(0, PNG_1X1.length - 12);
  return Buffer.concat([head, pngChunk("prVt", Buffer.alloc(bytes - PNG_1X1.length - 12)), IEND]);
}

/** A PNG signature followed by `bytes` of noise: what only a magic-number check accepts. */
export function pngSignatureAndNoise(bytes: number) {
  const noise = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) noise[i] = (i * 7919 + 13) % 251;
  return Buffer.concat([PNG_1X1.subarray(0, 8), noise]);
}

/** A valid 1×1 PNG whose IHDR claims `width`×`height` (checksum recomputed). */
export function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.from(PNG_1X1.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([PNG_1X1.subarray(0, 8), pngChunk("IHDR", ihdr), PNG_1X1.subarray(33)]);
}

export function dataUrl(bytes: Buffer, type = "image/png") {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

export function feedbackBody(overrides: Record<string, unknown> = {}) {
  return {
    feedbackType: "Improvement",
    title: "Make the score guide easier to find",
    description: "It took me a while to find the score guide on the scorecard.",
    priority: "Medium",
    location: "Behavioral Evaluation",
    ...overrides,
  };
}

export async function createFeedback(
  db: PrismaClient,
  overrides: Partial<{ title: string; userName: string; hrisId: string | null; images: Buffer[] }> = {},
) {
  const images = overrides.images ?? [];
  return db.feedback.create({
    data: {
      userName: overrides.userName ?? "Guest User",
      hrisId: overrides.hrisId ?? null,
      feedbackType: "Questions",
      title: overrides.title ?? "How do I reset my password?",
      description: "I cannot find where to change it.",
      location: "Manager Login",
      attachments: {
        create: images.map((bytes, i) => ({
          position: i,
          mimeType: "image/png",
          byteSize: bytes.length,
          data: new Uint8Array(bytes),
        })),
      },
    },
  });
}
