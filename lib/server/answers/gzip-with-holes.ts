import "server-only";
import zlib from "node:zlib";

// A page compressed once with holes where a per-answer value goes (its CSP nonce), so each answer
// is the stored bytes with the value written into the holes, a CRC and a length: about 25 µs for a
// 23 KB home page, against 140 µs for gzip at level 1 per answer (issue 12, front-pages.ts).
//
// How (RFC 1951, RFC 1952): one raw deflate stream at level 6 compresses the parts; around each
// hole it switches to level 0, which sends the hole's bytes as they are in a stored block, and
// flushes (Z_SYNC_FLUSH), so each hole sits at a known byte offset of the output. The holes are
// NUL bytes: later parts may refer back into the window, but only to bytes equal to their own, and
// a text with no NUL byte never matches a hole, so what replaces the holes changes nothing else.
// A final empty stored block, the gzip header and the trailer (CRC-32 and length of what the
// answer holds) are added per answer.

export type GzipWithHoles = {
  /** The raw deflate stream, not yet final, with NUL holes. */
  deflated: Buffer;
  /** Where each hole starts in `deflated`, in order. */
  holes: number[];
  holeLength: number;
  /** The uncompressed parts between the holes (the CRC is over them and the fill). */
  parts: Buffer[];
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/**
 * `parts` compressed with a hole of `holeLength` bytes between each two; undefined when a part
 * holds a NUL byte (a hole could then be referred to) or the result fails its own check.
 */
export async function gzipWithHoles(parts: Buffer[], holeLength: number): Promise<GzipWithHoles | undefined> {
  if (parts.some((part) => part.includes(0))) return undefined;
  const { Z_SYNC_FLUSH, Z_DEFAULT_STRATEGY } = zlib.constants;
  const deflate = zlib.createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  let size = 0;
  deflate.on("data", (chunk: Buffer) => {
    out.push(chunk);
    size += chunk.byteLength;
  });
  // A zlib error rejects whichever step is waiting (a destroyed stream calls no callback again).
  const failed = new Promise<never>((_, reject) => deflate.on("error", reject));
  failed.catch(() => {});
  const step = (start: (done: () => void) => void) =>
    Promise.race([new Promise<void>((resolve) => start(() => resolve())), failed]);
  const flush = () => step((done) => deflate.flush(Z_SYNC_FLUSH, done));
  const level = (n: number) => step((done) => deflate.params(n, Z_DEFAULT_STRATEGY, done));
  const hole = Buffer.alloc(holeLength);
  const holes: number[] = [];
  try {
    for (const [i, part] of parts.entries()) {
      if (i > 0) {
        await level(0);
        const [start, chunksBefore] = [size, out.length];
        deflate.write(hole);
        await flush();
        const at = Buffer.concat(out.slice(chunksBefore)).indexOf(hole);
        if (at === -1) return undefined;
        holes.push(start + at);
        await level(6);
      }
      if (part.byteLength) {
        deflate.write(part);
        await flush();
      }
    }
  } finally {
    deflate.close();
  }
  const made: GzipWithHoles = { deflated: Buffer.concat(out), holes, holeLength, parts };
  // Checked once with a fill unlike any text: what it decompresses to must be the parts around it.
  const probe = Buffer.alloc(holeLength, 0x01);
  return zlib.gunzipSync(gzipFilled(made, probe)).equals(filledParts(parts, probe)) ? made : undefined;
}

/** The parts with `fill` between each two: what the filled gzip decompresses to. */
export function filledParts(parts: Buffer[], fill: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i ? [fill, part] : [part])));
}

/** The gzip of the parts with `fill` (exactly `holeLength` bytes) in every hole. */
export function gzipFilled(made: GzipWithHoles, fill: Buffer): Buffer {
  if (fill.byteLength !== made.holeLength) throw new Error("The fill must be as long as the holes");
  const deflated = Buffer.from(made.deflated);
  for (const at of made.holes) fill.copy(deflated, at);
  let crc = 0;
  let length = 0;
  for (const [i, part] of made.parts.entries()) {
    if (i > 0) {
      crc = zlib.crc32(fill, crc);
      length += fill.byteLength;
    }
    crc = zlib.crc32(part, crc);
    length += part.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, deflated, LAST_BLOCK, trailer]);
}
