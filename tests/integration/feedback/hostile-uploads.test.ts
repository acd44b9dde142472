import { POST as submit } from "@/app/api/feedback/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import {
  GIF_BYTES,
  JPEG_BYTES,
  PNG_1X1,
  WEBP_BYTES,
  dataUrl,
  feedbackBody,
  pngOfSize,
  pngSignatureAndNoise,
} from "@/tests/helpers/feedback-factories";
import { MAX_FEEDBACK_IMAGE_BYTES } from "@/lib/shared/feedback-images";

const t = useTestDatabase();
let addr = 0;
const post = (body: unknown) =>
  callRoute(submit, "/api/feedback", {
    method: "POST",
    body,
    headers: { "x-forwarded-for": `10.2.${Math.floor(++addr / 200)}.${addr % 200}` },
  });

const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>`,
);
const HTML = Buffer.from(
  `<!doctype html><html><body><script>fetch('/api/hr/passwords')</script></body></html>`,
);

describe("POST /api/feedback: attachments", () => {
  it("stores PNG, JPEG and GIF images with their sniffed types and positions", async () => {
    const res = await post(
      feedbackBody({
        attachments: [dataUrl(PNG_1X1), dataUrl(JPEG_BYTES, "image/jpeg"), dataUrl(GIF_BYTES, "image/gif")],
      }),
    );
    expect(res.status).toBe(200);
    const id = res.json.id as number;
    expect(res.json.attachmentCount).toBe(3);
    const stored = await t.prisma.feedbackAttachment.findMany({
      where: { feedbackId: id },
      orderBy: { position: "asc" },
    });
    expect(stored.map((a) => [a.position, a.mimeType, a.byteSize])).toEqual([
      [0, "image/png", PNG_1X1.length],
      [1, "image/jpeg", JPEG_BYTES.length],
      [2, "image/gif", GIF_BYTES.length],
    ]);
    expect(Buffer.from(stored[0]!.data).equals(PNG_1X1)).toBe(true);
  });

  it("accepts WebP, and image/jpg as another name for JPEG", async () => {
    const res = await post(
      feedbackBody({ attachments: [dataUrl(WEBP_BYTES, "image/webp"), dataUrl(JPEG_BYTES, "image/jpg")] }),
    );
    expect(res.status).toBe(200);
    expect((res.json.attachments as { mimeType: string }[]).map((a) => a.mimeType)).toEqual([
      "image/webp",
      "image/jpeg",
    ]);
  });

  it("accepts an image of exactly 5 MB", async () => {
    const res = await post(feedbackBody({ attachments: [dataUrl(pngOfSize(MAX_FEEDBACK_IMAGE_BYTES))] }));
    expect(res.status).toBe(200);
  });

  it.each([
    [
      "an SVG with a script",
      [dataUrl(SVG_WITH_SCRIPT, "image/svg+xml")],
      400,
      "not a PNG, JPEG, GIF or WebP image",
    ],
    [
      "an SVG with a script under a PNG prefix",
      [dataUrl(SVG_WITH_SCRIPT, "image/png")],
      400,
      "not a PNG, JPEG, GIF or WebP image",
    ],
    ["HTML under a PNG prefix", [dataUrl(HTML, "image/png")], 400, "not a PNG, JPEG, GIF or WebP image"],
    ["HTML as text/html", [dataUrl(HTML, "text/html")], 400, "not a PNG, JPEG, GIF or WebP image"],
    [
      "a JPEG whose prefix says PNG",
      [dataUrl(JPEG_BYTES, "image/png")],
      400,
      "says it is image/png but its contents are image/jpeg",
    ],
    [
      "a PNG whose prefix says GIF",
      [dataUrl(PNG_1X1, "image/gif")],
      400,
      "says it is image/gif but its contents are image/png",
    ],
    [
      "a 5.1 MB image",
      [dataUrl(pngOfSize(Math.ceil(5.1 * 1024 * 1024)))],
      413,
      "Please upload images smaller than 5MB.",
    ],
    // Finding 6 of issue 11: only the first 8 bytes were checked, so this was stored.
    [
      "a PNG signature followed by 5 MB of noise",
      [dataUrl(pngSignatureAndNoise(5 * 1024 * 1024 - 8))],
      400,
      "Image 1 is not a whole PNG image",
    ],
    ["4 images", Array.from({ length: 4 }, () => dataUrl(PNG_1X1)), 400, "at most 3 images"],
    ["a URL instead of data", ["https://evil.example/x.png"], 400, "not an image data string"],
    ["data that is not base64", ["data:image/png," + "%89PNG"], 400, "base64"],
    ["broken base64", ["data:image/png;base64,iVBORw0K!!!"], 400, "not valid base64"],
    ["an empty image", ["data:image/png;base64,"], 400, "empty"],
    ["a good image then a bad one", [dataUrl(PNG_1X1), dataUrl(HTML, "image/png")], 400, "Image 2 is not"],
  ])("refuses %s with a clear message and stores nothing", async (_label, attachments, status, message) => {
    const before = await t.prisma.feedback.count();
    const res = await post(feedbackBody({ attachments }));
    expect({ status: res.status, message: res.json.message }).toEqual({
      status,
      message: expect.stringContaining(message),
    });
    expect(await t.prisma.feedback.count()).toBe(before);
  });

  it("refuses a 25 MB body with 413 while streaming it, with or without a Content-Length", async () => {
    const big = JSON.stringify(feedbackBody({ attachments: [dataUrl(pngOfSize(19 * 1024 * 1024))] }));
    expect(big.length).toBeGreaterThan(25 * 1024 * 1024);
    const before = await t.prisma.feedback.count();
    for (const headers of [{}, { "content-length": String(big.length) }] as Record<string, string>[]) {
      const res = await callRoute(submit, "/api/feedback", {
        method: "POST",
        rawBody: big,
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9", ...headers },
      });
      expect(res.status).toBe(413);
      expect(res.json.message).toBe("The request is too large (limit 21 MB).");
    }
    expect(await t.prisma.feedback.count()).toBe(before);
  });
});
