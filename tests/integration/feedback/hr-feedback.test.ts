import { GET as list, POST as submit } from "@/app/api/feedback/route";
import { PATCH as setStatus } from "@/app/api/feedback/[id]/status/route";
import { GET as attachment } from "@/app/api/feedback/[id]/attachments/[position]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import {
  JPEG_BYTES,
  PNG_1X1,
  createFeedback,
  dataUrl,
  feedbackBody,
} from "@/tests/helpers/feedback-factories";
import type { FeedbackListAnswer } from "@/lib/shared/schemas/feedback";

const t = useTestDatabase();
let hr: string;
let manager: string;

beforeAll(async () => {
  hr = await hrCookie(await createHrUser(t.prisma, "hr-triage"));
  const boss = await createEmployee(t.prisma, { name: "Bea Boss" });
  await createAccount(t.prisma, boss);
  manager = await managerCookie(boss);
});

const patch = (id: number | string, body: unknown, cookie = hr) =>
  callRoute(setStatus, `/api/feedback/${id}/status`, {
    method: "PATCH",
    params: { id: String(id) },
    body,
    cookie,
  });
const getAttachment = (id: number, position: number, cookie?: string) =>
  callRoute(attachment, `/api/feedback/${id}/attachments/${position}`, {
    params: { id: String(id), position: String(position) },
    cookie,
  });

describe("GET /api/feedback", () => {
  it("is for HR only: 401 for a guest, 403 for a manager", async () => {
    expect((await callRoute(list, "/api/feedback")).status).toBe(401);
    const res = await callRoute(list, "/api/feedback", { cookie: manager });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("This is available to HR administrators only.");
  });

  it("lists every item newest first with attachment metadata and links, never the image bytes", async () => {
    const sent = await callRoute(submit, "/api/feedback", {
      method: "POST",
      body: feedbackBody({
        title: "With pictures",
        attachments: [dataUrl(PNG_1X1), dataUrl(JPEG_BYTES, "image/jpeg")],
      }),
      headers: { "x-forwarded-for": "10.3.0.1" },
    });
    const res = await callRoute(list, "/api/feedback", { cookie: hr });
    expect(res.status).toBe(200);
    const items = (res.json as unknown as FeedbackListAnswer).data;
    const item = items.find((i) => i.id === sent.json.id)!;
    expect(item).toMatchObject({
      title: "With pictures",
      status: "Open",
      userName: "Guest User",
      attachmentCount: 2,
    });
    expect(item.attachments).toEqual([
      {
        position: 0,
        mimeType: "image/png",
        byteSize: PNG_1X1.length,
        url: `/api/feedback/${item.id}/attachments/0`,
      },
      {
        position: 1,
        mimeType: "image/jpeg",
        byteSize: JPEG_BYTES.length,
        url: `/api/feedback/${item.id}/attachments/1`,
      },
    ]);
    expect(res.text).not.toContain(PNG_1X1.toString("base64").slice(0, 20));
    expect(items[0]!.id).toBe(Math.max(...items.map((i) => i.id)));
  });

  // Finding 6 of issue 11: every item came back (5,695 items, 1.7 MB on the hostile test's database).
  it("answers one page of 20 for 1,000 items with attachments, with the total and the counters", async () => {
    const image = new Uint8Array(Buffer.concat([PNG_1X1, Buffer.alloc(5_000)]));
    const ids = await t.prisma.feedback.createManyAndReturn({
      data: Array.from({ length: 1000 }, (_, i) => ({
        userName: "Guest User",
        feedbackType: "Feature" as const,
        title: `Bulk ${i}`,
        description: "d",
        location: "Dashboard",
      })),
      select: { id: true },
    });
    await t.prisma.feedbackAttachment.createMany({
      data: ids.map(({ id }) => ({
        feedbackId: id,
        position: 0,
        mimeType: "image/png",
        byteSize: image.length,
        data: image,
      })),
    });
    const total = await t.prisma.feedback.count();
    const res = await callRoute(list, "/api/feedback", { cookie: hr });
    const answer = res.json as unknown as FeedbackListAnswer;
    expect(answer.data).toHaveLength(20);
    expect(answer.pagination).toEqual({
      page: 1,
      pageSize: 20,
      totalPages: Math.ceil(total / 20),
      totalCount: total,
    });
    expect(answer.counts.total).toBe(total);
    expect(res.text.length).toBeLessThan(20_000);

    const last = await callRoute(list, "/api/feedback", {
      cookie: hr,
      query: { page: String(Math.ceil(total / 100)), pageSize: "100" },
    });
    const lastPage = last.json as unknown as FeedbackListAnswer;
    expect(lastPage.data).toHaveLength(total % 100 || 100);
    expect(lastPage.data.at(-1)!.id).toBe(
      Math.min(...(await t.prisma.feedback.findMany({ select: { id: true } })).map((f) => f.id)),
    );
  });
});

describe("PATCH /api/feedback/{id}/status", () => {
  it("lets HR move an item between any two statuses", async () => {
    const { id } = await createFeedback(t.prisma);
    for (const status of ["Closed", "In Progress", "Open", "In Progress", "Closed", "Open"]) {
      const res = await patch(id, { status });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id, status });
    }
    await patch(id, { status: "In Progress" });
    expect((await t.prisma.feedback.findUniqueOrThrow({ where: { id } })).status).toBe("InProgress");
  });

  it("is for HR only", async () => {
    const { id } = await createFeedback(t.prisma);
    expect((await patch(id, { status: "Closed" }, "")).status).toBe(401);
    expect((await patch(id, { status: "Closed" }, manager)).status).toBe(403);
    expect((await t.prisma.feedback.findUniqueOrThrow({ where: { id } })).status).toBe("Open");
  });

  it.each([
    ["an unknown status", { status: "Resolved" }],
    ["the database spelling", { status: "InProgress" }],
    ["no status", {}],
  ])("refuses %s with a clear message", async (_l, body) => {
    const { id } = await createFeedback(t.prisma);
    const res = await patch(id, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("The status must be Open, In Progress or Closed.");
  });

  it("answers 404 for an unknown item and 400 for an id that is not a number", async () => {
    expect((await patch(999_999, { status: "Closed" })).status).toBe(404);
    const res = await patch("abc", { status: "Closed" });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("The feedback id must be a number.");
  });
});

describe("GET /api/feedback/{id}/attachments/{position}", () => {
  it("serves HR the stored image with its type, a Content-Disposition and nosniff", async () => {
    const { id } = await createFeedback(t.prisma, { images: [PNG_1X1] });
    const res = await fetchBytes(id, 0, hr);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="feedback-${id}-attachment-0.png"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.bytes.equals(PNG_1X1)).toBe(true);
  });

  it("is for HR only", async () => {
    const { id } = await createFeedback(t.prisma, { images: [PNG_1X1] });
    expect((await getAttachment(id, 0)).status).toBe(401);
    expect((await getAttachment(id, 0, manager)).status).toBe(403);
  });

  it("answers 404 for a missing attachment and 400 for a bad position", async () => {
    const { id } = await createFeedback(t.prisma, { images: [PNG_1X1] });
    expect((await getAttachment(id, 1, hr)).status).toBe(404);
    expect((await getAttachment(999_999, 0, hr)).status).toBe(404);
    const res = await callRoute(attachment, `/api/feedback/${id}/attachments/x`, {
      params: { id: String(id), position: "x" },
      cookie: hr,
    });
    expect(res.status).toBe(400);
  });
});

async function fetchBytes(id: number, position: number, cookie: string) {
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(`http://localhost/api/feedback/${id}/attachments/${position}`, {
    headers: { cookie },
  });
  const res = await attachment(req, {
    params: Promise.resolve({ id: String(id), position: String(position) }),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
