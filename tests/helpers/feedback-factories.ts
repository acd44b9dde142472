import type { PrismaClient } from "@/generated/prisma/client";

// Images and feedback rows for the feedback tests. The PNG is a real 1×1 image.
export const PNG_1X1_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PNG_1X1 = Buffer.from(PNG_1X1_BASE64, "base64");
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const GIF_BYTES = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
export const WEBP_BYTES = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
]);

export function dataUrl(bytes: Buffer, type = "image/png") {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

/** A PNG signature followed by zeros, `bytes` long: sniffs as PNG whatever its size. */
export function pngOfSize(bytes: number) {
  const buf = Buffer.alloc(bytes);
  PNG_1X1.copy(buf, 0, 0, Math.min(PNG_1X1.length, bytes));
  return buf;
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
