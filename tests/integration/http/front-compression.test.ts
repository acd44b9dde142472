import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import {
  PRE_ENCODED_HEADER,
  frontCompressionInstalled,
  installFrontCompression,
} from "@/lib/server/http/front-compression";

// Compression in front of Next (ADR 0020), on a real node:http server as Next's runs on: answers
// are gzipped on the fly, and an answer a route marks as already encoded goes out byte for byte,
// labelled with its encoding, never compressed twice.
const json = Buffer.from(
  JSON.stringify(
    Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Person ${i}`, department: "Sales" })),
  ),
);
const brotliCopy = zlib.brotliCompressSync(json);

let server: http.Server;
let base: string;

beforeAll(async () => {
  installFrontCompression();
  installFrontCompression(); // once only
  expect(frontCompressionInstalled()).toBe(true);
  // Writes the way Next's sendResponse does: headers set one by one, then the body.
  server = http.createServer((req, res) => {
    res.setHeader("Content-Type", req.url === "/page" ? "text/html; charset=utf-8" : "application/json");
    if (req.url === "/stored") {
      res.setHeader(PRE_ENCODED_HEADER, "br");
      res.end(brotliCopy);
    } else if (req.url === "/streamed") {
      res.write(json.subarray(0, 1000));
      res.end(json.subarray(1000));
    } else res.end(req.url === "/page" ? "<html><body>" + "x".repeat(5000) + "</body></html>" : json);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: node:http decodes nothing, so the bytes are what went over the wire. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

it("gzips answers on the fly for a client that accepts gzip, at level 1", async () => {
  for (const path of ["/json", "/streamed", "/page"]) {
    const res = await get(path, "gzip, deflate, br");
    expect([path, res.headers["content-encoding"]]).toEqual([path, "gzip"]);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    if (path === "/json") {
      expect(zlib.gunzipSync(res.body).equals(json)).toBe(true);
      // level 1: not what zlib's default level would have made
      expect(res.body.subarray(10).equals(zlib.gzipSync(json, { level: 1 }).subarray(10))).toBe(true);
    }
  }
});

it("sends plain bytes to a client that accepts no compression", async () => {
  const res = await get("/json");
  expect(res.headers["content-encoding"]).toBeUndefined();
  expect(res.body.equals(json)).toBe(true);
});

it("sends a stored copy as it is, labelled with its encoding, without the marker", async () => {
  const res = await get("/stored", "gzip, deflate, br");
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers[PRE_ENCODED_HEADER]).toBeUndefined();
  expect(res.body.equals(brotliCopy)).toBe(true);
  expect(zlib.brotliDecompressSync(res.body).equals(json)).toBe(true);
});
