import "server-only";
import { getEnv } from "@/lib/server/env";
import { appUrl, escapeHtml } from "@/lib/server/mail/login-email";
import { formatCycleDate } from "@/lib/shared/cycle-dates";

// The escalation digest (issue 33 §5, ADR 0085), plain text and HTML: the reviews overdue by the
// cycle's escalation days, grouped by reviewer, each with a link and the date it was due in the
// cycle's time zone (named). To a manager: the reviews in their subtree, linked to the manager's
// employee page; to HR: every one of the cycle, linked to HR's employee page. Rendered when it is
// sent, from the state then (escalation-delivery.ts). People and dates only: never a password, a
// score or anything written in a review.

export type EscalationLine = {
  employeeName: string;
  hrisId: string;
  /** A review of the employee, or the employee's own self-review (issue 34). */
  kind?: "review" | "selfReview";
  reviewerName: string;
  dueAt: Date;
  daysOverdue: number;
};
export type EscalationEmailInput = {
  to: { kind: "manager"; name: string; email: string } | { kind: "hr"; email: string };
  cycle: { name: string; timeZone: string };
  escalateAfterDays: number;
  /** Longest overdue first. */
  tasks: EscalationLine[];
};

const PRODUCT = "Yardstick";

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function buildEscalationEmail(input: EscalationEmailInput) {
  const { timeZone } = input.cycle;
  const cycleName = oneLine(input.cycle.name);
  const manager = input.to.kind === "manager" ? input.to : null;
  const where = manager ? " in your team" : "";
  const late = `overdue by ${plural(input.escalateAfterDays, "day")} or more`;
  const reviews = plural(input.tasks.length, "review");
  const subject = `${PRODUCT}: ${reviews}${where} ${late} in ${cycleName}`;
  const intro = `${input.tasks.length === 1 ? "This review" : `These ${reviews}`}${where} ${input.tasks.length === 1 ? "is" : "are"} ${late} in the ${cycleName} review cycle.`;

  // Grouped by reviewer, in the order of each reviewer's longest overdue review.
  const byReviewer = new Map<string, { who: string; url: string; due: string }[]>();
  for (const t of input.tasks) {
    const reviewer = oneLine(t.reviewerName);
    const lines = byReviewer.get(reviewer) ?? [];
    lines.push({
      who: oneLine(t.kind === "selfReview" ? `${t.employeeName} (own self-review)` : t.employeeName),
      url: appUrl(`${manager ? "" : "/hr"}/employee/${encodeURIComponent(t.hrisId)}`),
      due: `due ${formatCycleDate(t.dueAt, timeZone)}, ${plural(t.daysOverdue, "day")} overdue`,
    });
    byReviewer.set(reviewer, lines);
  }
  const groups = [...byReviewer].map(([reviewer, lines]) => ({
    heading: `${reviewer}: ${plural(lines.length, "review")} to finish`,
    lines,
  }));
  const footer = `Due dates are in ${timeZone}. This digest comes at most once a day while reviews${where} are ${late}.`;
  const hello = manager ? `Hello ${oneLine(manager.name)},` : "Hello,";

  const text = [
    hello,
    "",
    intro,
    ...groups.flatMap((g) => ["", g.heading, ...g.lines.map((l) => `- ${l.who}: ${l.due}\n  ${l.url}`)]),
    "",
    footer,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
${groups
  .map(
    (g) =>
      `<p>${escapeHtml(g.heading)}</p><ul>${g.lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.who)}</a>: ${escapeHtml(l.due)}</li>`).join("")}</ul>`,
  )
  .join("\n")}
<p>${escapeHtml(footer)}</p>
</body></html>`;
  return {
    from: getEnv().MAIL_FROM,
    to: manager ? { name: oneLine(manager.name), address: manager.email } : input.to.email,
    subject,
    text,
    html,
  };
}
