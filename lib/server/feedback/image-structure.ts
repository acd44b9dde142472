import "server-only";
import { crc32 } from "node:zlib";
import type { FeedbackImageType } from "@/lib/shared/feedback-images";

// Proves an attachment is an image of its sniffed type by walking the whole file's structure
// (not only its first bytes) and reading its dimensions (docs/decisions/0045). A valid signature
// followed by noise, a truncated file or bytes after the image's end are refused. Pixel data
// itself is not decoded: a structurally valid file is an image, and the quotas bound the rest.

/** Widest or tallest image accepted (browsers' own canvas limit). */
export const MAX_IMAGE_SIDE = 16_384;
/** Most pixels accepted: a 5K screenshot is 15 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageSize = { width: number; height: number };
/** What is wrong with the file: "damaged" (not a whole image of its type) or "dimensions". */
export class ImageStructureError extends Error {
  constructor(
    readonly reason: "damaged" | "dimensions",
    detail: string,
  ) {
    super(detail);
  }
}

const damaged = (detail: string) => new ImageStructureError("damaged", detail);

export function readImageSize(bytes: Buffer, type: FeedbackImageType): ImageSize {
  const size = READERS[type](bytes);
  const { width, height } = size;
  if (
    width < 1 ||
    height < 1 ||
    width > MAX_IMAGE_SIDE ||
    height > MAX_IMAGE_SIDE ||
    width * height > MAX_IMAGE_PIXELS
  )
    throw new ImageStructureError("dimensions", `${width}×${height} pixels`);
  return size;
}

const READERS: Record<FeedbackImageType, (b: Buffer) => ImageSize> = {
  "image/png": readPng,
  "image/jpeg": readJpeg,
  "image/gif": readGif,
  "image/webp": readWebp,
};

function need(b: Buffer, end: number, what: string) {
  if (end > b.length) throw damaged(`truncated ${what}`);
}

// PNG: signature, IHDR first, every chunk's length and CRC, at least one IDAT, IEND last.
function readPng(b: Buffer): ImageSize {
  let pos = 8;
  let size: ImageSize | null = null;
  let hasData = false;
  for (;;) {
    need(b, pos + 12, "chunk");
    const length = b.readUInt32BE(pos);
    const type = b.toString("latin1", pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw damaged("bad chunk type");
    need(b, pos + 12 + length, `${type} chunk`);
    const crc = b.readUInt32BE(pos + 8 + length);
    if (crc32(b.subarray(pos + 4, pos + 8 + length)) !== crc) throw damaged(`bad ${type} checksum`);
    const data = b.subarray(pos + 8, pos + 8 + length);
    if (!size) {
      if (type !== "IHDR" || length !== 13) throw damaged("IHDR is not first");
      if (data[10] !== 0 || data[11] !== 0 || (data[12] ?? 2) > 1) throw damaged("bad IHDR");
      size = { width: data.readUInt32BE(0), height: data.readUInt32BE(4) };
    } else if (type === "IDAT") {
      // The first IDAT opens a zlib stream: deflate, and a header checksum divisible by 31.
      if (!hasData && length >= 2 && ((data[0]! & 0x0f) !== 8 || (data[0]! * 256 + data[1]!) % 31 !== 0))
        throw damaged("bad image data");
      hasData = true;
    }
    pos += 12 + length;
    if (type === "IEND") break;
  }
  if (!hasData) throw damaged("no image data");
  if (pos !== b.length) throw damaged("data after the end of the image");
  return size!;
}

// JPEG: marker segments with their lengths, a start-of-frame with the dimensions, entropy-coded
// scans that follow the byte-stuffing rule, and the end-of-image marker as the last two bytes.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers followed by a length-prefixed segment (frames, tables, scans, APPn, comments). */
const isSegment = (m: number) =>
  (m >= 0xc0 && m <= 0xcf && m !== 0xc8) ||
  (m >= 0xda && m <= 0xdf) ||
  (m >= 0xe0 && m <= 0xef) ||
  m === 0xfe;

function readJpeg(b: Buffer): ImageSize {
  let pos = 2;
  let size: ImageSize | null = null;
  let hasScan = false;
  for (;;) {
    need(b, pos + 2, "marker");
    if (b[pos] !== 0xff) throw damaged("expected a marker");
    while (b[pos + 1] === 0xff) pos++; // fill bytes
    need(b, pos + 2, "marker");
    const marker = b[pos + 1]!;
    pos += 2;
    if (marker === 0xd9) break;
    if (!isSegment(marker)) throw damaged(`unexpected marker ${marker.toString(16)}`);
    need(b, pos + 2, "segment");
    const length = b.readUInt16BE(pos);
    if (length < 2) throw damaged("bad segment length");
    need(b, pos + length, "segment");
    if (SOF.has(marker)) {
      if (size || length < 8) throw damaged("bad frame header");
      size = { width: b.readUInt16BE(pos + 5), height: b.readUInt16BE(pos + 3) };
    }
    pos += length;
    if (marker === 0xda) {
      if (!size) throw damaged("scan before the frame header");
      hasScan = true;
      pos = skipEntropyData(b, pos);
    }
  }
  if (!size || !hasScan) throw damaged("no image data");
  if (pos !== b.length) throw damaged("data after the end of the image");
  return size;
}

/** Position of the next marker after a scan: 0xFF is only ever followed by 0x00, RSTn or a fill 0xFF. */
function skipEntropyData(b: Buffer, from: number) {
  let pos = from;
  for (;;) {
    pos = b.indexOf(0xff, pos);
    if (pos < 0 || pos + 1 >= b.length) throw damaged("truncated scan");
    const next = b[pos + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
    else if (next === 0xff) pos += 1;
    else return pos;
  }
}

// GIF: the logical screen, colour tables, extension and image blocks as length-prefixed
// sub-blocks, at least one image, and the trailer as the last byte.
function readGif(b: Buffer): ImageSize {
  need(b, 13, "header");
  const size = { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  let pos = 13 + colourTableBytes(b[10]!);
  let images = 0;
  for (;;) {
    need(b, pos + 1, "block");
    const block = b[pos]!;
    if (block === 0x3b) {
      pos += 1;
      break;
    }
    if (block === 0x21) {
      need(b, pos + 2, "extension");
      pos = skipSubBlocks(b, pos + 2);
    } else if (block === 0x2c) {
      need(b, pos + 10, "image descriptor");
      pos += 10 + colourTableBytes(b[pos + 9]!);
      need(b, pos + 1, "image data");
      const codeSize = b[pos]!;
      if (codeSize < 1 || codeSize > 11) throw damaged("bad image data");
      pos = skipSubBlocks(b, pos + 1);
      images++;
    } else throw damaged("unexpected block");
  }
  if (images === 0) throw damaged("no image data");
  if (pos !== b.length) throw damaged("data after the end of the image");
  return size;
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function skipSubBlocks(b: Buffer, from: number) {
  let pos = from;
  for (;;) {
    need(b, pos + 1, "sub-block");
    const length = b[pos]!;
    pos += 1 + length;
    if (length === 0) return pos;
  }
}

// WebP: the RIFF length is the file's, chunks tile it exactly, and the first chunk is a VP8
// (lossy), VP8L (lossless) or VP8X (extended) header with a valid signature and the dimensions.
function readWebp(b: Buffer): ImageSize {
  need(b, 12, "header");
  if (b.readUInt32LE(4) + 8 !== b.length) throw damaged("RIFF length is not the file's");
  let pos = 12;
  let size: ImageSize | null = null;
  let hasData = false;
  while (pos < b.length) {
    need(b, pos + 8, "chunk");
    const fourcc = b.toString("latin1", pos, pos + 4);
    const length = b.readUInt32LE(pos + 4);
    need(b, pos + 8 + length, `${fourcc} chunk`);
    const data = b.subarray(pos + 8, pos + 8 + length);
    if (fourcc === "VP8 " || fourcc === "VP8L") hasData = true;
    if (fourcc === "ANMF") hasData = true;
    if (!size) size = webpHeaderSize(fourcc, data);
    pos += 8 + length + (length % 2);
  }
  if (pos !== b.length) throw damaged("chunks overrun the file");
  if (!size || !hasData) throw damaged("no image data");
  return size;
}

function webpHeaderSize(fourcc: string, d: Buffer): ImageSize {
  if (fourcc === "VP8 ") {
    if (d.length < 10 || d[3] !== 0x9d || d[4] !== 0x01 || d[5] !== 0x2a) throw damaged("bad VP8 header");
    return { width: d.readUInt16LE(6) & 0x3fff, height: d.readUInt16LE(8) & 0x3fff };
  }
  if (fourcc === "VP8L") {
    if (d.length < 5 || d[0] !== 0x2f) throw damaged("bad VP8L header");
    const bits = d.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (fourcc === "VP8X") {
    if (d.length < 10) throw damaged("bad VP8X header");
    return { width: d.readUIntLE(4, 3) + 1, height: d.readUIntLE(7, 3) + 1 };
  }
  throw damaged("no WebP image header");
}
