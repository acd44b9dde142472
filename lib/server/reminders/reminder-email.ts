import "server-only";
import { getEnv } from "@/lib/server/env";
import { appUrl, escapeHtml } from "@/lib/server/mail/login-email";
import { formatCycleDate, formatDue } from "@/lib/shared/cycle-dates";

// The reminder digest (issue 33), plain text and HTML: one email listing every review the recipient
// still has to finish in a cycle, each with a link and its due date in the cycle's time zone (named).
// Rendered when it is sent, from the state then (reminder-delivery.ts). It names people and dates
// only: never a password, a score or anything written in a review.

export type ReminderTaskLine = {
  employeeName: string;
  hrisId: string;
  dueAt: Date | null;
  /** A review of the employee, or the recipient's own self-review (issue 34): "Your self-review". */
  kind?: "review" | "selfReview";
};
export type ReminderEmailInput = {
  recipient: { name: string; email: string };
  cycle: { name: string; timeZone: string };
  tasks: ReminderTaskLine[];
  now: Date;
  /** A nudge (issue 33 §4): who asked, and what they wrote (shown as their words, escaped). */
  nudge?: { by: string; message: string | null };
};

const PRODUCT = "Yardstick";

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

function dueText(dueAt: Date | null, timeZone: string, now: Date) {
  return dueAt && dueAt < now
    ? `overdue since ${formatCycleDate(dueAt, timeZone)}`
    : formatDue(dueAt, timeZone);
}

export function buildReminderEmail(input: ReminderEmailInput) {
  const name = oneLine(input.recipient.name);
  const { timeZone } = input.cycle;
  const cycleName = oneLine(input.cycle.name);
  const n = input.tasks.length;
  const overdue = input.tasks.some((t) => t.dueAt !== null && t.dueAt < input.now);
  const reviews = `${n} review${n === 1 ? "" : "s"}`;
  const by = input.nudge ? oneLine(input.nudge.by) : null;
  const subject = by
    ? `${PRODUCT}: ${by} asks you to finish ${reviews} in ${cycleName}`
    : `${PRODUCT}: ${reviews} to finish in ${cycleName}${overdue ? " (overdue)" : ""}`;
  const lines = input.tasks.map((t) => ({
    who: t.kind === "selfReview" ? "Your self-review" : oneLine(t.employeeName),
    url: appUrl(t.kind === "selfReview" ? "/my-self-review" : `/employee/${encodeURIComponent(t.hrisId)}`),
    due: dueText(t.dueAt, timeZone, input.now),
  }));
  const intro = `${by ? `${by} asks you to finish your reviews. ` : ""}You have ${reviews} to finish in the ${cycleName} review cycle${overdue ? ", some of them overdue" : ""}.`;
  const note = input.nudge?.message?.trim() || null;
  const text = [
    `Hello ${name},`,
    "",
    intro,
    ...(note ? ["", `${by} wrote:`, ...note.split(/\r?\n/).map((l) => `> ${l}`)] : []),
    "",
    ...lines.map((l) => `- ${l.who}: ${l.due}\n  ${l.url}`),
    "",
    `Due dates are in ${timeZone}. You get at most one reminder a day, and none once your reviews are submitted.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
${note ? `<p>${escapeHtml(by ?? "")} wrote:</p><blockquote style="white-space:pre-wrap">${escapeHtml(note)}</blockquote>\n` : ""}<ul>${lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.who)}</a>: ${escapeHtml(l.due)}</li>`).join("")}</ul>
<p>Due dates are in ${escapeHtml(timeZone)}. You get at most one reminder a day, and none once your reviews are submitted.</p>
</body></html>`;
  return {
    from: getEnv().MAIL_FROM,
    to: { name, address: input.recipient.email },
    subject,
    text,
    html,
  };
}
