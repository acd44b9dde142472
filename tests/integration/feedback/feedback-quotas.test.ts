import { POST as submit } from "@/app/api/feedback/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { freezeDateEachTest } from "@/tests/helpers/frozen-clock";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { dataUrl, feedbackBody, pngOfSize } from "@/tests/helpers/feedback-factories";
import {
  FEEDBACK_QUOTA_WINDOW,
  MAX_FEEDBACK_BYTES,
  MAX_FEEDBACK_PER_ACCOUNT,
  MAX_GUEST_FEEDBACK_BYTES,
} from "@/lib/server/feedback/feedback-quotas";

// Finding 6 of issue 11: a signed-in user had no limit at all, and guests only a count per
// address, so a rotated address grew the database by 13 MB/s. Every submission now counts its
// bytes against per-user and global quotas per hour, in PostgreSQL.
const t = useTestDatabase();
// Quotas count per clock hour: a test that ran across the hour's end found its counters empty
// again and its second image accepted (a red CI run). Each test now runs at one instant.
freezeDateEachTest();
let addr = 0;
const post = (body: unknown, cookie?: string, ip = `10.44.${Math.floor(++addr / 200)}.${addr % 200}`) =>
  callRoute(submit, "/api/feedback", { method: "POST", body, cookie, headers: { "x-forwarded-for": ip } });
const MB = 1024 * 1024;
/** Feedback with one 2 MB image. */
const withImage = () => feedbackBody({ attachments: [dataUrl(pngOfSize(2 * MB))] });

async function signedInManager() {
  const boss = await createEmployee(t.prisma);
  await createAccount(t.prisma, boss);
  return Object.assign(await managerCookie(boss), { employeeId: boss.id });
}

/** Uses up most of a quota the way earlier submissions would have (a real one takes seconds per 15 MB). */
async function fillCounter(key: string, count: number) {
  const ms = FEEDBACK_QUOTA_WINDOW.seconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / ms) * ms);
  await t.prisma.rateLimitCounter.upsert({
    where: { key_windowStart: { key, windowStart } },
    create: { key, windowStart, count },
    update: { count },
  });
}

async function expectRefused(res: Awaited<ReturnType<typeof post>>, message: RegExp, before: number) {
  expect({ status: res.status, message: res.json.message }).toEqual({
    status: 429,
    message: expect.stringMatching(message),
  });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await t.prisma.feedback.count()).toBe(before);
}

describe("POST /api/feedback: quotas", () => {
  it(`allows a signed-in user ${MAX_FEEDBACK_PER_ACCOUNT} submissions an hour, then answers 429`, async () => {
    const cookie = await signedInManager();
    for (let i = 0; i < MAX_FEEDBACK_PER_ACCOUNT; i++)
      expect((await post(feedbackBody(), cookie)).status).toBe(200);
    await expectRefused(
      await post(feedbackBody(), cookie),
      /^You have sent 30 pieces of feedback in the last hour, the most we accept\. Please wait \d+ minutes? and try again\.$/,
      await t.prisma.feedback.count(),
    );
    // Another account is not affected.
    expect((await post(feedbackBody(), await signedInManager())).status).toBe(200);
  });

  it("stops a signed-in user at 50 MB of images an hour, and still takes their feedback without images", async () => {
    const cookie = await signedInManager();
    await fillCounter(`feedback:account-bytes:manager:${cookie.employeeId}`, 47 * MB);
    expect((await post(withImage(), cookie)).status).toBe(200);
    await expectRefused(
      await post(withImage(), cookie),
      /^Your feedback in the last hour has reached the limit of 50 MB of images and text\. Please wait \d+ minutes? and try again, or send it without images\.$/,
      await t.prisma.feedback.count(),
    );
    expect((await post(feedbackBody(), cookie)).status).toBe(200);
  });

  it("stops one guest address at 20 MB an hour; the refused attempt is not counted", async () => {
    const ip = "198.51.100.77";
    await fillCounter(`feedback:guest-bytes:ip:${ip}`, 17 * MB);
    expect((await post(withImage(), undefined, ip)).status).toBe(200);
    await expectRefused(
      await post(withImage(), undefined, ip),
      /^Too many images sent from this address in the last hour \(20 MB at most\)\. Please wait \d+ minutes? and try again, or sign in to send more\.$/,
      await t.prisma.feedback.count(),
    );
    expect(
      (await post(feedbackBody({ attachments: [dataUrl(pngOfSize(MB / 2))] }), undefined, ip)).status,
    ).toBe(200);
  });

  it("stops all guests together once they have sent 100 MB this hour, whatever their addresses; signed-in users still send", async () => {
    await fillCounter("feedback:guest-bytes:all", MAX_GUEST_FEEDBACK_BYTES - MB);
    await expectRefused(
      await post(withImage()),
      /^Feedback from signed-out visitors has reached its limit for this hour\. Please wait \d+ minutes? and try again, or sign in to send feedback\.$/,
      await t.prisma.feedback.count(),
    );
    expect((await post(withImage(), await signedInManager())).status).toBe(200);
  });

  it("stops everyone once 250 MB have been stored this hour", async () => {
    await fillCounter("feedback:bytes:all", MAX_FEEDBACK_BYTES - MB);
    await expectRefused(
      await post(withImage(), await signedInManager()),
      /^Feedback is receiving more than it can store right now\. Please wait \d+ minutes? and try again, or send it without images\.$/,
      await t.prisma.feedback.count(),
    );
    expect((await post(feedbackBody())).status).toBe(200);
  });
});
