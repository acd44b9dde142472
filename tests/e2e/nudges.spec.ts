import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { NUDGES as F } from "./fixtures/nudges";
import { signInAsFixture, signInAsFixtureHr } from "./helpers";

// Issue 33 §4 and "Done when": HR nudges the two managers who have reviews left, with a message;
// both emails arrive in the SMTP sink (tests/e2e/smtp-sink-server.ts); the completion dashboard's
// counts move when one of them submits. The people and the cycle are this spec's own
// (fixtures/nudges.ts), on a server of its own that sends email.

type SunkMessage = { to: string[]; subject: string; text: string };
const SINK_URL = process.env.E2E_SMTP_SINK_URL!;
const addressOf = (person: { hrisId: string }) => `${person.hrisId.toLowerCase()}@e2e.example`;
const MESSAGE = "Calibration starts on Monday: please finish your reviews.";

const totals = (page: Page) => page.getByRole("list", { name: "Totals" });
// The self phase is counted too (issue 34): nobody here has written a self-review.
const SELF_TOTAL = "Self review: 0 of 2 done, 0 overdue";

async function sunk(request: APIRequestContext): Promise<SunkMessage[]> {
  const res = await request.get(SINK_URL);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SunkMessage[];
}

async function openCycle(hr: Page) {
  await hr.getByRole("link", { name: "Review Cycles", exact: true }).click();
  await expect(hr.getByRole("heading", { name: "Review Cycles", exact: true })).toBeVisible();
  await hr.getByRole("link", { name: F.cycle }).click();
  await expect(hr.getByRole("heading", { level: 2, name: F.cycle })).toBeVisible();
}

test("HR nudges two managers, both emails arrive, and the counts move when one submits", async ({
  page: hr,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsFixtureHr(hr, F.hr);
  await openCycle(hr);
  await expect(totals(hr).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 0 of 2 done, 0 overdue",
  ]);

  // By manager: both have a review left; "Nudge all" nudges the two of them, with a message.
  await hr.getByLabel("Group by").selectOption("manager");
  const byManager = hr.getByRole("table", { name: "Completion by manager" });
  for (const manager of [F.first, F.second])
    await expect(byManager.getByRole("row").filter({ hasText: manager.name })).toContainText(
      "0 of 1 done, 0 overdue",
    );
  await hr.getByRole("button", { name: "Nudge all 2 managers with reviews left on this page" }).click();
  const dialog = hr.getByRole("dialog", { name: "Nudge 2 managers" });
  await dialog.getByLabel("Message (optional)").fill(MESSAGE);
  await dialog.getByRole("button", { name: "Send nudge" }).click();
  await expect(hr.getByText("Nudge sent to 2 people", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The outbox worker sends them within seconds: one email each, with HR's message and the review.
  await expect
    .poll(async () => (await sunk(request)).flatMap((m) => m.to).sort(), { timeout: 30_000 })
    .toEqual([addressOf(F.first), addressOf(F.second)].sort());
  const messages = await sunk(request);
  for (const [manager, report] of [
    [F.first, F.ready],
    [F.second, F.idle],
  ] as const) {
    const email = messages.find((m) => m.to.includes(addressOf(manager)))!;
    expect(email.subject).toBe(`Yardstick: ${F.hr.username} asks you to finish 1 review in ${F.cycle}`);
    expect(email.text).toContain(MESSAGE);
    expect(email.text).toContain(report.name);
  }

  // A second nudge the same day is skipped, not sent.
  await hr
    .getByRole("table", { name: "Completion by manager" })
    .getByRole("button", { name: `Nudge ${F.first.name}` })
    .click();
  await hr
    .getByRole("dialog", { name: `Nudge ${F.first.name}` })
    .getByRole("button", { name: "Send nudge" })
    .click();
  await expect(hr.getByText("Nobody was nudged", { exact: true })).toBeVisible();

  // Nadia submits Rita's review; HR's counts move.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInAsFixture(manager, F.first);
  await manager.goto(`/performance-review/${F.ready.hrisId}/${F.first.hrisId}`);
  await expect(manager.getByRole("heading", { level: 1, name: F.ready.name })).toBeVisible();
  const csv = manager.waitForEvent("download");
  await manager.getByRole("button", { name: "Submit Review" }).click();
  await csv;
  await expect(manager.getByText("Performance Review Submitted", { exact: true })).toBeVisible();
  await context.close();

  await hr.reload();
  await expect(totals(hr).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 1 of 2 done, 0 overdue",
  ]);
  await hr.getByLabel("Group by").selectOption("manager");
  await expect(
    hr
      .getByRole("table", { name: "Completion by manager" })
      .getByRole("row")
      .filter({ hasText: F.first.name }),
  ).toContainText("1 of 1 done, 0 overdue");
  expect(await sunk(request)).toHaveLength(2);
});
