import zlib from "node:zlib";
import { gzipFilled, gzipWithHoles } from "@/lib/server/answers/gzip-with-holes";

// A kept page is compressed once with holes for its nonce (front-pages.ts); every answer fills
// them with its own nonce. What a browser decompresses must be exactly the page with that nonce.

const nonceLike = (i: number) => Buffer.from(`${String(i).padStart(2, "0")}AbCdEfGhIjKlMnOpQrSt==`);

/** Parts like a page's: repeated markup on both sides of each nonce, so later parts refer back. */
function pageParts(count: number) {
  const parts = [Buffer.from('<!DOCTYPE html><html><head><link rel="preload" as="style" nonce="')];
  for (let i = 1; i < count; i++)
    parts.push(Buffer.from(`"/><script src="/_next/static/chunks/${i % 4}.js" async nonce="`));
  parts.push(Buffer.from(`"></script>${'self.__next_f.push([1,"{\\"nonce\\":\\"'.repeat(3)}</body></html>`));
  return parts;
}

/** The page with `fill` where each nonce was, written out plainly. */
const filled = (parts: Buffer[], fill: Buffer) =>
  Buffer.from(parts.map((part) => part.toString("latin1")).join(fill.toString("latin1")), "latin1");

it("decompresses to the page with each answer's own nonce, every time", async () => {
  const parts = pageParts(30);
  const made = (await gzipWithHoles(parts, 24))!;
  expect(made.holes).toHaveLength(30);
  for (const i of [1, 2, 3]) {
    const nonce = nonceLike(i);
    expect(zlib.gunzipSync(gzipFilled(made, nonce))).toEqual(filled(parts, nonce));
  }
  // Each hole costs its stored block and a new compressed block after it: about 50 bytes (on the
  // demo's home page, 30 holes: 6.1 KB against 5.2 KB for gzip at level 1 per answer).
  const perAnswer = zlib.gzipSync(filled(parts, nonceLike(1)), { level: 1 }).byteLength;
  expect(gzipFilled(made, nonceLike(1)).byteLength).toBeLessThan(perAnswer + 50 * made.holes.length);
});

it("stays right when a nonce is also text of the page, and with nonces side by side", async () => {
  const nonce = nonceLike(7);
  const parts = [
    Buffer.from(`<p>${nonce}</p>${nonce}`),
    Buffer.alloc(0),
    Buffer.from(`x${nonce}y`),
    Buffer.from(""),
  ];
  const made = (await gzipWithHoles(parts, 24))!;
  expect(zlib.gunzipSync(gzipFilled(made, nonce))).toEqual(filled(parts, nonce));
  expect(zlib.gunzipSync(gzipFilled(made, nonceLike(8)))).toEqual(filled(parts, nonceLike(8)));
});

it("handles a page larger than the compression window (32 KB) and a single part", async () => {
  const parts = [Buffer.from("a".repeat(40_000) + "<b>"), Buffer.from("<i>".repeat(20_000))];
  const made = (await gzipWithHoles(parts, 24))!;
  expect(zlib.gunzipSync(gzipFilled(made, nonceLike(1)))).toEqual(filled(parts, nonceLike(1)));
  const one = (await gzipWithHoles([Buffer.from("<html>no nonce</html>")], 24))!;
  expect(zlib.gunzipSync(gzipFilled(one, nonceLike(1))).toString()).toBe("<html>no nonce</html>");
});

it("makes none for a page with a NUL byte (a hole could be referred to), and refuses a fill of another length", async () => {
  expect(await gzipWithHoles([Buffer.from("a\0b"), Buffer.from("c")], 24)).toBeUndefined();
  const made = (await gzipWithHoles(pageParts(2), 24))!;
  expect(() => gzipFilled(made, Buffer.from("short"))).toThrow("The fill must be as long as the holes");
});

it("rejects, rather than hangs or throws out of band, when zlib fails mid-way", async () => {
  // A failure inside zlib destroys the stream: its callbacks never come, and an 'error' event with
  // no listener would end the server's process.
  const params = Object.getOwnPropertyDescriptor(zlib.DeflateRaw.prototype, "params");
  zlib.DeflateRaw.prototype.params = function (this: zlib.DeflateRaw) {
    this.destroy(new Error("zlib failed"));
  } as typeof zlib.DeflateRaw.prototype.params;
  try {
    await expect(gzipWithHoles(pageParts(3), 24)).rejects.toThrow("zlib failed");
  } finally {
    if (params) Object.defineProperty(zlib.DeflateRaw.prototype, "params", params);
    else delete (zlib.DeflateRaw.prototype as { params?: unknown }).params;
  }
  expect(await gzipWithHoles(pageParts(3), 24)).toBeDefined();
});
