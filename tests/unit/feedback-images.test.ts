import { isAcceptedImageType, normaliseImageType, sniffImageType } from "@/lib/shared/feedback-images";
import { decodeFeedbackImage } from "@/lib/server/feedback/decode-image";
import {
  GIF_BYTES,
  JPEG_BYTES,
  PNG_1X1,
  WEBP_BYTES,
  WEBP_LOSSLESS_BYTES,
  dataUrl,
  pngClaiming,
  pngOfSize,
  pngSignatureAndNoise,
} from "@/tests/helpers/feedback-factories";

describe("sniffImageType", () => {
  it.each([
    ["PNG", PNG_1X1, "image/png"],
    ["JPEG", JPEG_BYTES, "image/jpeg"],
    ["GIF89a", GIF_BYTES, "image/gif"],
    ["GIF87a", Buffer.from("GIF87a\x01\x00", "latin1"), "image/gif"],
    ["WebP", WEBP_BYTES, "image/webp"],
  ])("recognises %s from its magic numbers", (_l, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ["SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["HTML", Buffer.from("<!doctype html><script>1</script>")],
    [
      "a RIFF that is not WebP (WAV)",
      Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVE")]),
    ],
    ["a truncated PNG signature", PNG_1X1.subarray(0, 7)],
    ["nothing", Buffer.alloc(0)],
    ["GIF90a", Buffer.from("GIF90a")],
  ])("refuses %s", (_l, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe("accepted declared types", () => {
  it("accepts the four raster types and image/jpg, refuses SVG and the rest", () => {
    expect(
      ["image/png", "image/jpeg", "image/jpg", "IMAGE/GIF", "image/webp"].every(isAcceptedImageType),
    ).toBe(true);
    expect(
      ["image/svg+xml", "text/html", "image/bmp", "", "application/octet-stream"].some(isAcceptedImageType),
    ).toBe(false);
    expect(normaliseImageType(" image/JPG ")).toBe("image/jpeg");
  });
});

describe("decodeFeedbackImage", () => {
  it("returns the bytes and the sniffed type", () => {
    const image = decodeFeedbackImage(dataUrl(PNG_1X1), 0);
    expect(image.mimeType).toBe("image/png");
    expect(Buffer.from(image.bytes).equals(PNG_1X1)).toBe(true);
  });

  it("accepts extra data-URL parameters", () => {
    expect(
      decodeFeedbackImage(`data:image/png;name=shot.png;base64,${PNG_1X1.toString("base64")}`, 0).mimeType,
    ).toBe("image/png");
  });

  it.each([
    [
      "a lying prefix",
      dataUrl(Buffer.from("<html>"), "image/png"),
      400,
      "Image 2 is not a PNG, JPEG, GIF or WebP image",
    ],
    [
      "a mismatched prefix",
      dataUrl(JPEG_BYTES, "image/webp"),
      400,
      "says it is image/webp but its contents are image/jpeg",
    ],
    ["no data: scheme", PNG_1X1.toString("base64"), 400, "not an image data string"],
    [
      "whitespace in base64",
      `data:image/png;base64,${PNG_1X1.toString("base64").slice(0, 8)} ${PNG_1X1.toString("base64").slice(9)}`,
      400,
      "not valid base64",
    ],
  ])("refuses %s", (_l, input, status, message) => {
    expect(() => decodeFeedbackImage(input, 1)).toThrow(
      expect.objectContaining({ status, message: expect.stringContaining(message) }),
    );
  });
});

// Finding 6 of issue 11: only the first bytes were checked, so a PNG signature followed by 5 MB
// of noise was stored. The whole file must now be an image, with plausible dimensions.
describe("decodeFeedbackImage reads the whole file", () => {
  const noise = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7919 + 13) % 251));
  const riff = (body: Buffer) => {
    const head = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
    head.writeUInt32LE(body.length + 4, 4);
    return Buffer.concat([head, body]);
  };

  it.each([
    ["PNG", PNG_1X1, "image/png", 1, 1],
    ["JPEG", JPEG_BYTES, "image/jpeg", 2, 3],
    ["GIF", GIF_BYTES, "image/gif", 1, 1],
    ["lossy WebP", WEBP_BYTES, "image/webp", 2, 3],
    ["lossless WebP", WEBP_LOSSLESS_BYTES, "image/webp", 1, 1],
    ["a PNG padded to 5 MB with an ancillary chunk", pngOfSize(5 * 1024 * 1024), "image/png", 1, 1],
  ])("accepts a whole %s and reads its dimensions", (_l, bytes, type, width, height) => {
    expect(decodeFeedbackImage(dataUrl(bytes, type), 0)).toMatchObject({ mimeType: type, width, height });
  });

  it.each([
    [
      "a PNG signature followed by noise",
      pngSignatureAndNoise(100_000),
      "image/png",
      "not a whole PNG image",
    ],
    [
      "a JPEG start followed by noise",
      Buffer.concat([JPEG_BYTES.subarray(0, 4), noise(5000)]),
      "image/jpeg",
      "not a whole JPEG image",
    ],
    [
      "a GIF header followed by noise",
      Buffer.concat([GIF_BYTES.subarray(0, 6), noise(5000)]),
      "image/gif",
      "not a whole GIF image",
    ],
    ["a WebP header followed by noise", riff(noise(5000)), "image/webp", "not a whole WebP image"],
    ["a truncated PNG", PNG_1X1.subarray(0, PNG_1X1.length - 5), "image/png", "not a whole PNG image"],
    [
      "a truncated JPEG",
      JPEG_BYTES.subarray(0, JPEG_BYTES.length - 40),
      "image/jpeg",
      "not a whole JPEG image",
    ],
    [
      "a PNG with noise after its end",
      Buffer.concat([PNG_1X1, noise(1000)]),
      "image/png",
      "not a whole PNG image",
    ],
    [
      "a JPEG with noise after its end",
      Buffer.concat([JPEG_BYTES, noise(1000)]),
      "image/jpeg",
      "not a whole JPEG image",
    ],
    [
      "a GIF with noise after its end",
      Buffer.concat([GIF_BYTES, noise(1000)]),
      "image/gif",
      "not a whole GIF image",
    ],
    [
      "a PNG with a broken checksum",
      Buffer.concat([PNG_1X1.subarray(0, 40), Buffer.from([PNG_1X1[40]! ^ 1]), PNG_1X1.subarray(41)]),
      "image/png",
      "not a whole PNG image",
    ],
    [
      "a PNG 100,000 pixels wide",
      pngClaiming(100_000, 1),
      "image/png",
      "100000×1 pixels: images may be at most 16,384",
    ],
    ["a PNG of 0×0 pixels", pngClaiming(0, 0), "image/png", "0×0 pixels"],
    ["a PNG of 10,000 × 10,000 (100 megapixels)", pngClaiming(10_000, 10_000), "image/png", "50 megapixels"],
  ])("refuses %s with 400 and a clear message", (_l, bytes, type, message) => {
    expect(() => decodeFeedbackImage(dataUrl(bytes, type), 0)).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining(message) }),
    );
  });
});
