import { POST as submit } from "@/app/api/feedback/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { feedbackBody } from "@/tests/helpers/feedback-factories";
import { MAX_GUEST_FEEDBACK_PER_ADDRESS } from "@/lib/server/feedback/feedback-quotas";
import { resetEnvCache } from "@/lib/server/env";
import { stampPeerAddress } from "@/lib/server/http/peer-address";

const t = useTestDatabase();
let addr = 0;
// Each test writes from its own address so the guest limit only bites where it is tested.
const from = () => ({ "x-forwarded-for": `10.1.0.${++addr}` });
const post = (body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callRoute(submit, "/api/feedback", {
    method: "POST",
    body,
    headers: options.headers ?? from(),
    cookie: options.cookie,
  });

describe("POST /api/feedback: validation", () => {
  it.each([
    ["a missing title", { title: undefined }, "Title is required"],
    ["a blank title", { title: "   " }, "Title is required"],
    ["a missing description", { description: undefined }, "Description is required"],
    ["a blank description", { description: " \n " }, "Description is required"],
    ["a 256-character title", { title: "t".repeat(256) }, "255 characters"],
    ["a 501-character location", { location: "l".repeat(501) }, "500 characters"],
    ["an unknown type", { feedbackType: "Complaint" }, "feedback type"],
    ["the Critical priority", { priority: "Critical" }, "Low, Medium or High"],
    [
      "attachments that are not a list",
      { attachments: "data:image/png;base64,AAAA" },
      "list of image data strings",
    ],
    ["an attachment that is not a string", { attachments: [{ evil: true }] }, "image data string"],
  ])("refuses %s with a clear message and stores nothing", async (_label, overrides, message) => {
    const res = await post(feedbackBody(overrides));
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
    expect(await t.prisma.feedback.count()).toBe(0);
  });

  it.each([
    ["null", null],
    ["an array", [feedbackBody()]],
    ["a string", "hello"],
  ])("refuses %s as a body", async (_l, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await callRoute(submit, "/api/feedback", {
      method: "POST",
      rawBody: "{title:",
      headers: { ...from(), "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON.");
  });

  it("stores the spec's fields with Medium as the default priority and status Open", async () => {
    const res = await post(feedbackBody({ priority: undefined, title: "  Trimmed  " }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: "Trimmed",
      priority: "Medium",
      status: "Open",
      feedbackType: "Improvement",
      location: "Behavioral Evaluation",
      attachmentCount: 0,
    });
    const row = await t.prisma.feedback.findUniqueOrThrow({ where: { id: res.json.id as number } });
    expect(row).toMatchObject({ title: "Trimmed", priority: "Medium", status: "Open" });
  });

  it("keeps user text as plain text", async () => {
    const title = `<img src=x onerror="alert(1)">`;
    const res = await post(feedbackBody({ title }));
    expect(res.status).toBe(200);
    expect((await t.prisma.feedback.findUniqueOrThrow({ where: { id: res.json.id as number } })).title).toBe(
      title,
    );
  });
});

describe("POST /api/feedback: who submitted comes from the session", () => {
  it("records a manager's HRIS ID and name, ignoring any identity in the body", async () => {
    const boss = await createEmployee(t.prisma, { name: "Bea Boss" });
    await createAccount(t.prisma, boss);
    const res = await post(
      feedbackBody({ userName: "The CEO", hrisId: "E00001", guestContext: "hr-login" }),
      { cookie: await managerCookie(boss) },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userName: "Bea Boss", hrisId: boss.hrisId });
  });

  it("records an HR user's username and no HRIS ID", async () => {
    const hr = await createHrUser(t.prisma, "hr-hanna");
    const res = await post(feedbackBody({ userName: "Somebody Else", hrisId: "E00001" }), {
      cookie: await hrCookie(hr),
    });
    expect(res.json).toMatchObject({ userName: "hr-hanna", hrisId: null });
  });

  it.each([
    ["manager-login", "Guest User"],
    ["hr-login", "HR Guest"],
    [undefined, "Guest User"],
    ["admin", "Guest User"],
    [42, "Guest User"],
  ])("names a guest writing with guestContext %p %p", async (guestContext, name) => {
    const res = await post(feedbackBody({ guestContext, userName: "Mallory", hrisId: "E00001" }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userName: name, hrisId: null });
  });

  it("treats a forged or stale session cookie as a guest", async () => {
    const res = await post(feedbackBody({ guestContext: "hr-login" }), {
      cookie: "yardstick.session=forged",
    });
    expect(res.json).toMatchObject({ userName: "HR Guest", hrisId: null });
  });
});

describe("POST /api/feedback: guest rate limit per address", () => {
  it(`allows ${MAX_GUEST_FEEDBACK_PER_ADDRESS} guest submissions an hour from one address, then answers 429`, async () => {
    const headers = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < MAX_GUEST_FEEDBACK_PER_ADDRESS; i++) {
      expect((await post(feedbackBody(), { headers })).status).toBe(200);
    }
    const before = await t.prisma.feedback.count();
    const refused = await post(feedbackBody(), { headers });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^Too many feedback submissions from this address\. Please wait \d+ minutes? and try again/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await t.prisma.feedback.count()).toBe(before);

    // Other addresses and signed-in users are not affected.
    expect((await post(feedbackBody(), { headers: { "x-forwarded-for": "203.0.113.10" } })).status).toBe(200);
    const boss = await createEmployee(t.prisma);
    await createAccount(t.prisma, boss);
    expect((await post(feedbackBody(), { headers, cookie: await managerCookie(boss) })).status).toBe(200);
  });
});

describe("POST /api/feedback: the address is not the client's to choose", () => {
  const saved = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    process.env.TRUSTED_PROXY_HOPS = saved;
    resetEnvCache();
  });

  it("with no trusted proxy (the default), a rotated X-Forwarded-For does not reset the guest limit", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    resetEnvCache();
    const peer = new Headers();
    stampPeerAddress(peer, "198.51.100.23");
    const headers = (i: number) => ({
      "x-forwarded-for": `192.0.2.${i}`,
      "x-yardstick-peer": peer.get("x-yardstick-peer")!,
    });
    for (let i = 0; i < MAX_GUEST_FEEDBACK_PER_ADDRESS; i++) {
      expect((await post(feedbackBody(), { headers: headers(i) })).status).toBe(200);
    }
    expect((await post(feedbackBody(), { headers: headers(99) })).status).toBe(429);
  });
});
