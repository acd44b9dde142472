import { expect, test, type Page } from "@playwright/test";
import { REVIEW_CYCLES as F } from "./fixtures/review-cycles";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";
import { expectAccessible } from "./axe";

// Issue 32: HR runs a review from the product. HR creates a cycle, previews who takes part (one
// blocking problem: a report whose manager cannot sign in, excused with a reason), launches it; the
// manager saves a draft; HR closes it ("Close anyway": that review was not submitted); the manager
// then reads the review with no save controls; a second cycle is launched; the employee's profile
// compares both. While the second cycle runs, HR extends the manager phase, adds a late joiner and
// hands the report to the manager's own manager: the old manager's next save is refused, the new
// reviewer finds the draft. The people are this spec's own (fixtures/review-cycles.ts), on a server of its own.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function createCycle(hr: Page, name: string) {
  await hr.getByRole("link", { name: "Review Cycles", exact: true }).click();
  await expect(hr.getByRole("heading", { name: "Review Cycles", exact: true })).toBeVisible();
  await hr.getByRole("link", { name: "New cycle" }).click();
  await expect(hr.getByRole("heading", { name: "New cycle" })).toBeVisible();
  await hr.getByLabel("Name").fill(name);
  await hr.getByLabel("Time zone").fill("Europe/Paris");
  await hr.getByLabel("Departments", { exact: true }).fill(F.department);
  const manager = hr.getByRole("group", { name: "Manager review" });
  await manager.getByLabel("Opens").fill(`${day(-1)}T09:00`);
  await manager.getByLabel("Due").fill(`${day(30)}T23:59`);
  await hr.getByRole("button", { name: "Create cycle" }).click();
}

async function excuseAndLaunch(hr: Page, name: string) {
  await expect(hr.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(hr.getByText("Draft", { exact: true })).toBeVisible();
  const preview = hr.getByRole("table", { name: "Eligibility preview" });
  const blocked = preview.getByRole("row").filter({ hasText: F.blocked.name });
  await expect(blocked.getByText("Blocking", { exact: true })).toBeVisible();
  await expect(
    preview.getByRole("row").filter({ hasText: F.report.name }).getByText("In", { exact: true }),
  ).toBeVisible();
  // Launch waits for the blocking problem: unavailable, and it says why.
  const launch = hr.getByRole("button", { name: "Launch" });
  await expect(launch).toHaveAttribute("aria-disabled", "true");
  await expect(hr.getByText("Fix or excuse 1 blocking problem to launch.")).toBeVisible();

  await blocked.getByRole("button", { name: `Excuse ${F.blocked.name}` }).click();
  const dialog = hr.getByRole("dialog", { name: `Excuse ${F.blocked.name}` });
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await dialog.getByLabel("Reason").fill("Her manager gets a sign-in next week.");
  await dialog.getByRole("button", { name: "Excuse" }).click();
  await expect(dialog).toBeHidden();
  await expect(blocked.getByText("Excused", { exact: true })).toBeVisible();
  await expect(hr.getByText("Ready to launch.")).toBeVisible();

  await launch.click();
  const confirm = hr.getByRole("dialog", { name: `Launch ${name}` });
  await confirm.getByRole("button", { name: "Launch" }).click();
  await expect(hr.getByText("Active", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    hr
      .getByRole("table", { name: "Participants" })
      .getByRole("cell", { name: `${F.report.name} (${F.report.hrisId})` }),
  ).toBeVisible();
}

async function saveDraft(manager: Page) {
  await manager.goto(`/performance-review/${F.report.hrisId}/${F.manager.hrisId}`);
  await expect(manager.getByRole("heading", { level: 1, name: F.report.name })).toBeVisible();
  await manager
    .getByRole("radiogroup", { name: /Overall, how did/ })
    .getByRole("radio", { name: "4 Above Expectations" })
    .check();
  await manager.getByRole("button", { name: "Save Draft" }).click();
  await expect(manager.getByText("Draft saved successfully", { exact: true })).toBeVisible();
}

test("HR creates, previews, launches and closes a cycle; the closed review stays readable; the profile compares two cycles", async ({
  page: hr,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAsFixtureHr(hr, F.hr);

  // Create: deadlines read in the cycle's zone with its name.
  await createCycle(hr, F.cycles.first);
  await expect(
    hr.getByRole("table", { name: "Phases" }).getByText(/^due .* 23:59 Europe\/Paris$/),
  ).toBeVisible();
  await expectAccessible(hr, "a draft review cycle with its eligibility preview");
  await excuseAndLaunch(hr, F.cycles.first);

  // The manager saves a draft in the running cycle.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAsFixture(manager, F.manager);
  await saveDraft(manager);

  // Close: the unsubmitted review is counted, and closing needs "Close anyway".
  await hr.getByRole("button", { name: "Close cycle" }).click();
  const close = hr.getByRole("dialog", { name: `Close ${F.cycles.first}` });
  await close.getByRole("button", { name: "Close cycle" }).click();
  // Rita's and the excused Bianca's three reviews each: none submitted (a draft is not).
  await expect(close.getByText(/^6 reviews not submitted/)).toBeVisible();
  await expectAccessible(hr, "the close dialog asking to close anyway");
  await close.getByRole("button", { name: "Close anyway" }).click();
  await expect(close).toBeHidden();
  await expect(hr.getByText("Closed", { exact: true })).toBeVisible();
  await expect(hr.getByRole("button", { name: "Reopen" })).toBeVisible();

  // The manager reads the review as it was, with no save controls.
  await manager.reload();
  await expect(manager.getByRole("heading", { level: 1, name: F.report.name })).toBeVisible();
  await expect(manager.getByText(/review cycle .* is closed/i)).toBeVisible();
  await expect(manager.getByRole("radio", { name: "4 Above Expectations" })).toBeChecked();
  await expect(manager.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await expect(manager.getByRole("button", { name: /Submit Review|Update Review/ })).toHaveCount(0);

  // A taken name is refused at the name; the second cycle launches.
  await createCycle(hr, F.cycles.first);
  await expect(hr.getByLabel("Name")).toHaveAccessibleDescription(/already/i);
  await hr.getByLabel("Name").fill(F.cycles.second);
  await hr.getByRole("button", { name: "Create cycle" }).click();
  await excuseAndLaunch(hr, F.cycles.second);
  await hr.getByRole("link", { name: "Back to Review Cycles" }).click();
  const list = hr.getByRole("table", { name: "Review cycles" });
  await expect(list.getByRole("row").filter({ hasText: F.cycles.first })).toContainText("Closed");
  await expect(list.getByRole("row").filter({ hasText: F.cycles.second })).toContainText("Active");
  await expectAccessible(hr, "the review cycles list");

  // The manager saves in the new cycle; the profile lists both cycles and compares them.
  await saveDraft(manager);
  const { rows } = await loadTeam(manager, F.manager.hrisId);
  await manager.goto(`/employee/${rowOf(rows, F.report).id}`);
  const cycles = manager.getByRole("list", { name: `Review cycles of ${F.report.name}` });
  await expect(cycles.getByText(F.cycles.first)).toBeVisible();
  await expect(cycles.getByText(F.cycles.second)).toBeVisible();
  await manager.getByRole("button", { name: "Compare" }).click();
  const compare = manager.getByRole("table", { name: new RegExp(`${F.report.name}'s scores`) });
  await expect(compare.getByRole("columnheader", { name: F.cycles.first })).toBeVisible();
  await expect(compare.getByRole("columnheader", { name: F.cycles.second })).toBeVisible();
  await expect(compare.getByRole("rowheader", { name: "Combined score (out of 10)" })).toBeVisible();
  await expectAccessible(manager, "the profile comparing two cycles");

  // HR's page about the employee has the same history and Compare.
  await hr.goto(`/hr/employee/${F.report.hrisId}`);
  const hrCycles = hr.getByRole("list", { name: `Review cycles of ${F.report.name}` });
  await expect(hrCycles.getByText(F.cycles.first)).toBeVisible();
  await hr.getByRole("button", { name: "Compare" }).click();
  await expect(
    hr
      .getByRole("table", { name: new RegExp(`${F.report.name}'s scores`) })
      .getByRole("columnheader", { name: F.cycles.second }),
  ).toBeVisible();
  await expectAccessible(hr, "HR's page about the employee comparing two cycles");

  // HR excuses the report from the running cycle's self phase (issue 34 §9), then takes it back.
  await hr.getByRole("button", { name: "Excuse from the self-review" }).click();
  const excuse = hr.getByRole("dialog", { name: "Excuse from the self-review" });
  await excuse.getByLabel("Reason").fill("On parental leave until March.");
  await excuse.getByRole("button", { name: "Excuse", exact: true }).click();
  await expect(hr.getByText("Excused from the self-review: On parental leave until March.")).toBeVisible();
  await hr.getByRole("button", { name: "Take back the excuse" }).click();
  await hr
    .getByRole("dialog", { name: "Take back the excuse" })
    .getByRole("button", { name: "Take back" })
    .click();
  await expect(hr.getByRole("button", { name: "Excuse from the self-review" })).toBeVisible();

  // The running cycle changes: a phase extended, a late joiner, a new reviewer.
  await hr.getByRole("link", { name: "Review Cycles", exact: true }).click();
  await hr.getByRole("table", { name: "Review cycles" }).getByRole("link", { name: F.cycles.second }).click();
  await expect(hr.getByRole("heading", { level: 2, name: F.cycles.second })).toBeVisible();
  await extendManagerPhase(hr);
  await addLateJoiner(hr);
  // Cora has the review open when HR hands it to Sasha.
  await manager.goto(`/performance-review/${F.report.hrisId}/${F.manager.hrisId}`);
  await expect(manager.getByRole("radio", { name: "4 Above Expectations" })).toBeChecked();
  await reassignReviewer(hr);
  await expectAccessible(hr, "a running cycle after an extension, a late joiner and a new reviewer");

  // The old reviewer's next write is refused, and says why.
  await manager.getByRole("button", { name: "Save Draft" }).click();
  await expect(manager.getByText("Failed to save draft", { exact: true })).toBeVisible();
  await expect(
    manager.getByText(`You are no longer this employee's reviewer in ${F.cycles.second}.`, {
      exact: true,
    }),
  ).toBeVisible();
  await managerContext.close();

  // The new reviewer opens the review on her next page load, with the draft that moved to her.
  const skipContext = await browser.newContext();
  const skipLevel = await skipContext.newPage();
  await signInAsFixture(skipLevel, F.skipLevel);
  await skipLevel.goto(`/performance-review/${F.report.hrisId}/${F.skipLevel.hrisId}`);
  await expect(skipLevel.getByRole("heading", { level: 1, name: F.report.name })).toBeVisible();
  await expect(skipLevel.getByRole("radio", { name: "4 Above Expectations" })).toBeChecked();
  await expect(skipLevel.getByRole("button", { name: "Save Draft" })).toBeVisible();
  await expectAccessible(skipLevel, "the review as its new reviewer finds it");
  await skipContext.close();
});

async function extendManagerPhase(hr: Page) {
  await hr.getByRole("button", { name: "Extend", exact: true }).click();
  const dialog = hr.getByRole("dialog", { name: "Extend a phase" });
  await dialog.getByLabel("Phase", { exact: true }).selectOption({ label: "Manager review" });
  await expect(dialog.getByRole("radio", { name: "Everyone" })).toBeChecked();
  await dialog.getByLabel("New due date").fill(`${day(45)}T18:00`);
  await dialog.getByLabel("Reason").fill("The works council asked for two more weeks.");
  await expectAccessible(hr, "the extend-a-phase dialog");
  await dialog.getByRole("button", { name: "Extend", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    hr
      .getByRole("table", { name: "Phases" })
      .getByRole("row")
      .filter({ hasText: "Manager review" })
      .getByText(/^due .* 18:00 Europe\/Paris$/),
  ).toBeVisible();
}

async function addLateJoiner(hr: Page) {
  await hr.getByRole("button", { name: "Add late joiner" }).click();
  const dialog = hr.getByRole("dialog", { name: "Add a late joiner" });
  await dialog.getByLabel("Employee HRIS ID").fill(F.lateJoiner.hrisId);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = hr
    .getByRole("table", { name: "Participants" })
    .getByRole("row")
    .filter({ hasText: `${F.lateJoiner.name} (${F.lateJoiner.hrisId})` });
  await expect(row.getByRole("cell", { name: "late-joiner" })).toBeVisible();
  await expect(row.getByRole("cell", { name: F.manager.name })).toBeVisible();
}

async function reassignReviewer(hr: Page) {
  const row = hr
    .getByRole("table", { name: "Participants" })
    .getByRole("row")
    .filter({ hasText: `${F.report.name} (${F.report.hrisId})` });
  await row.getByRole("button", { name: `Reassign reviewer of ${F.report.name}` }).click();
  const dialog = hr.getByRole("dialog", { name: `Reassign ${F.report.name}'s reviewer` });
  await dialog.getByLabel("New reviewer's HRIS ID").fill(F.skipLevel.hrisId);
  await dialog.getByRole("button", { name: "Reassign" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell", { name: F.skipLevel.name })).toBeVisible();
}
