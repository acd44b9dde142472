import zlib from "node:zlib";
import { installCheapCompression } from "@/lib/server/http/cheap-compression";

function gzipStream(data: Buffer, options?: zlib.ZlibOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = zlib.createGzip(options);
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
    stream.end(data);
  });
}

it("makes gzip streams created without a level (as Next's compression does) use level 1", async () => {
  const data = Buffer.from(
    JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ name: `Person ${i}`, i }))),
  );
  const level6 = zlib.gzipSync(data, { level: 6 });
  const level1 = zlib.gzipSync(data, { level: 1 });
  expect(level1.equals(level6)).toBe(false);
  installCheapCompression();
  installCheapCompression(); // once only
  expect((await gzipStream(data, {})).subarray(10).equals(level1.subarray(10))).toBe(true);
  expect((await gzipStream(data, { level: 6 })).subarray(10).equals(level6.subarray(10))).toBe(true);
  expect(zlib.gunzipSync(await gzipStream(data)).equals(data)).toBe(true);
});
