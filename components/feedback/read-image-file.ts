"use client";
import {
  MAX_FEEDBACK_IMAGE_BYTES,
  SNIFF_BYTES,
  isAcceptedImageType,
  sniffImageType,
} from "@/lib/shared/feedback-images";

export type PickedImage = { id: string; name: string; size: number; dataUrl: string };
export type ImageRejection = "type" | "size" | "read";

/** The spec's three upload toasts (spec 1 §8). */
export const IMAGE_REJECTION_TOASTS: Record<ImageRejection, { title: string; description: string }> = {
  type: { title: "Invalid File Type", description: "Please upload image files only (PNG, JPG, GIF, etc.)" },
  size: { title: "File Too Large", description: "Please upload images smaller than 5MB" },
  read: { title: "Upload Error", description: "Failed to process image file" },
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable"));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

let nextId = 0;

/**
 * Reads one picked file into the data string the API takes, or says why it cannot be attached.
 * The data-URL prefix is built from the bytes' own type (as the server checks it), so a file
 * whose name or declared type lies is caught here first.
 */
export async function readImageFile(file: File): Promise<PickedImage | ImageRejection> {
  if (!isAcceptedImageType(file.type)) return "type";
  if (file.size > MAX_FEEDBACK_IMAGE_BYTES) return "size";
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const type = sniffImageType(head);
    if (!type) return "type";
    const read = await readAsDataUrl(file);
    const base64 = read.slice(read.indexOf(",") + 1);
    return {
      id: `image-${++nextId}`,
      name: file.name,
      size: file.size,
      dataUrl: `data:${type};base64,${base64}`,
    };
  } catch {
    return "read";
  }
}
