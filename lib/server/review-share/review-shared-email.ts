import "server-only";
import { db } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { appUrl, escapeHtml, isSendableAddress } from "@/lib/server/mail/login-email";

// "Your review is ready to read" (issue 34 §7): one email per shared version, queued in the same
// transaction as the share (dedupe key per version), rendered when the outbox worker sends it. It
// names the cycle and links to "My review"; never a score or anything written in the review.

export const REVIEW_SHARED_EMAIL = "review-shared";
export const MY_REVIEW_PATH = "/my-review";

type Loaded =
  | { ok: true; message: ReturnType<typeof buildReviewSharedEmail> }
  | { ok: false; status: "Failed"; reason: string };

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

export function buildReviewSharedEmail(input: { name: string; email: string; cycleName: string }) {
  const name = oneLine(input.name);
  const cycleName = oneLine(input.cycleName);
  const url = appUrl(MY_REVIEW_PATH);
  const intro = `Your review for ${cycleName} is ready to read.`;
  return {
    from: getEnv().MAIL_FROM,
    to: { name, address: input.email },
    subject: `Yardstick: your review is ready to read`,
    text: [`Hello ${name},`, "", intro, "", url].join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">Read your review</a></p>
</body></html>`,
  };
}

export async function loadReviewSharedEmail(row: { employeeId: number; payload: unknown }): Promise<Loaded> {
  const cycleId = (row.payload as { cycleId?: unknown } | null)?.cycleId;
  const [found] = await db.$queryRaw<{ name: string; email: string; cycleName: string | null }[]>`
    SELECT e.name, e.email, c.name AS "cycleName"
    FROM "Employee" e LEFT JOIN "ReviewCycle" c ON c.id = ${typeof cycleId === "number" ? cycleId : -1}
    WHERE e.id = ${row.employeeId}`;
  if (!found?.cycleName)
    return { ok: false, status: "Failed", reason: "Skipped: the shared review's cycle is missing." };
  if (!isSendableAddress(found.email))
    return { ok: false, status: "Failed", reason: "Skipped: the employee's email address is not valid." };
  return {
    ok: true,
    message: buildReviewSharedEmail({ name: found.name, email: found.email, cycleName: found.cycleName }),
  };
}
