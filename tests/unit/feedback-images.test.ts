import { isAcceptedImageType, normaliseImageType, sniffImageType } from "@/lib/shared/feedback-images";
import { decodeFeedbackImage } from "@/lib/server/feedback/decode-image";
import { GIF_BYTES, JPEG_BYTES, PNG_1X1, WEBP_BYTES, dataUrl } from "@/tests/helpers/feedback-factories";

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
