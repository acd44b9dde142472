import { expect, test, type Page } from "@playwright/test";
import { BEHAVIORAL as F } from "./fixtures/behavioral-evaluation";
import { backWithUnsavedChanges, browserDay, loadTeam, rowOf, signInAsFixture } from "./helpers";

// A manager scores a behavioral competency evaluation from scratch (spec 2 §2, §4, §5, §8):
// validation, unsaved-changes prompts, draft → edit mode, reload and continue, submit, the CSV
// backup and the profile showing the evaluation complete. The people are this spec's own
// (fixtures/behavioral-evaluation.ts).

const UNSAVED = "You have unsaved changes. Are you sure you want to leave?";
const MANAGER = F.manager.hrisId;

/** `person` as the signed-in manager's team answers: numeric id and status. */
async function rowFor(page: Page, person: { hrisId: string }, manager = MANAGER) {
  return rowOf((await loadTeam(page, manager)).rows, person);
}

const safe = (name: string) => name.trim().replace(/[^\p{L}\p{N}._-]/gu, "_");

test("a manager scores, drafts, continues and submits a behavioral evaluation", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsFixture(page, F.manager);
  const subject = await rowFor(page, F.subject);
  expect(subject.status.hasEvaluation).toBe(false);
  const employeeId = subject.id;
  const managerName = (await page.getByTestId("manager-name").textContent())!.trim();

  await page.goto(`/scorecard/${employeeId}`);
  await expect(page.getByText("Behavioral Competency Evaluation")).toBeVisible();
  const employeeName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect(page.getByText("Scoring Guide")).toBeVisible();
  await expect(page.getByText("0%", { exact: true })).toBeVisible();

  const cards = page.getByRole("region").filter({ has: page.locator("button[aria-expanded]") });
  const count = F.title.competencies.length;
  await expect(cards).toHaveCount(count);
  // Only the first competency starts expanded.
  await expect(cards.nth(0).getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  await expect(cards.nth(1).getByRole("button").first()).toHaveAttribute("aria-expanded", "false");

  // Submitting an empty form lists the issues (the first 3): an untouched competency has no data
  // at all (spec 2 §5), as the server would say.
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  await expect(page.getByText("Form validation failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Please fix the following issues:", { exact: true })).toBeVisible();
  for (let n = 1; n <= count; n++)
    await expect(page.getByText(`Competency ${n}: No data provided`, { exact: true })).toBeVisible();
  // Every competency that needs work is opened so the issues are in view.
  await expect(cards.nth(1).getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  // Each unscored item says so in words, and the keyboard is taken to the first of them.
  const firstGroup = cards.nth(0).getByRole("radiogroup").first();
  await expect(firstGroup).toHaveAttribute("aria-invalid", "true");
  await expect(firstGroup.getByText("Score required")).toBeVisible();
  await expect(firstGroup.getByRole("radio", { name: "1 Needs Improvement" })).toBeFocused();
  await cards.nth(1).getByRole("button").first().click();
  await expect(cards.nth(1).getByRole("button").first()).toHaveAttribute("aria-expanded", "false");

  // Score the first competency with 5s; leaving now asks first, and staying keeps the work.
  const first = cards.nth(0);
  for (const group of await first.getByRole("radiogroup").all())
    await group.getByRole("radio", { name: "5 Outstanding" }).check();
  await expect(first.getByText("Average: 5.0")).toBeVisible();
  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Employee Profile" }).click();
  await expect.poll(() => prompt).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/scorecard/${employeeId}$`));

  // Every other competency gets 4s; the last one is overridden to 3.5.
  for (let i = 1; i < count; i++) {
    const card = cards.nth(i);
    const toggle = card.getByRole("button").first();
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const group of await card.getByRole("radiogroup").all())
      await group.getByRole("radio", { name: "4 Exceeds Expectations" }).check();
  }
  const last = cards.nth(count - 1);
  await last.getByRole("checkbox", { name: /Enable override/ }).click();
  await last.getByLabel("Override score").fill("3.5");
  await expect(last.getByText("Average: 3.5")).toBeVisible();
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  const expectedTotal = ((5 + 4 * (count - 2) + 3.5) / count).toFixed(1);
  await expect(page.getByTestId("total-average")).toContainText(expectedTotal);

  // Save a draft (from the keyboard): the screen switches to edit mode (the URL gains the
  // evaluation id), and the button keeps the focus through the save.
  await page.getByRole("button", { name: "Save Draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Draft saved successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Draft" })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/scorecard/${employeeId}\\?evaluationId=\\d+$`));
  await expect(page.getByText("Draft Evaluation")).toBeVisible();

  // A change after the draft: the browser's Back asks, and staying keeps the change and the
  // edit-mode address (which the draft set in place).
  await page.getByLabel("Overall Comments").fill("An unsaved thought");
  expect(await backWithUnsavedChanges(page)).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/scorecard/${employeeId}\\?evaluationId=\\d+$`));
  await expect(page.getByLabel("Overall Comments")).toHaveValue("An unsaved thought");
  await expect(page.getByText("Draft Evaluation")).toBeVisible();
  await page.getByLabel("Overall Comments").fill("");

  // Reload and continue where we left off.
  await page.reload();
  await expect(page.getByText("Draft Evaluation")).toBeVisible();
  await expect(cards.nth(0).getByRole("radio", { name: "5 Outstanding" }).first()).toBeChecked();
  await expect(page.getByTestId("total-average")).toContainText(expectedTotal);
  await expect(cards.nth(count - 1).getByLabel("Override score")).toHaveValue("3.5");

  // Closing or reloading the tab with unsaved changes asks too.
  await page.getByLabel("Overall Comments").fill("A strong year; keep growing as a mentor.");
  let beforeUnload = "";
  page.once("dialog", (dialog) => {
    beforeUnload = dialog.type();
    void dialog.dismiss();
  });
  await page.evaluate(() => window.location.reload()).catch(() => {});
  await expect.poll(() => beforeUnload).toBe("beforeunload");
  await expect(page.getByLabel("Overall Comments")).toHaveValue("A strong year; keep growing as a mentor.");

  // Submit: success, the CSV backup downloads, then the employee profile.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Evaluation" }).click();
  // The success toast is readable before the CSV toast takes its place (one toast at a time).
  await expect(page.getByText("Evaluation submitted successfully", { exact: true })).toBeVisible();
  // Before toasts were sequenced the CSV toast replaced it 0.1 s later; now it holds for its 2 s.
  await page.waitForTimeout(600);
  await expect(page.getByText("Evaluation submitted successfully", { exact: true })).toBeVisible();
  const file = await download;
  const today = await browserDay(page); // the file is dated in the reader's time zone
  expect(file.suggestedFilename()).toBe(
    `Behavioral_Review_${safe(employeeName)}_${safe(managerName)}_${today}.csv`,
  );
  await expect(page.getByText("CSV Backup Downloaded", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/employee/${employeeId}$`));
  await expect(page.getByText("Evaluation Complete").first()).toBeVisible();

  // Opening it again shows the submitted evaluation in edit mode.
  await page.goto(`/scorecard/${employeeId}`);
  await expect(page).toHaveURL(new RegExp(`/scorecard/${employeeId}\\?evaluationId=\\d+$`));
  await expect(page.getByText("Evaluation Complete")).toBeVisible();
  await expect(page.getByLabel("Overall Comments")).toHaveValue("A strong year; keep growing as a mentor.");

  // Two tabs on it: the one opened from an older version cannot overwrite the other's save. It is
  // told to reload, and the reload shows what the other tab saved.
  const older = await page.context().newPage();
  await older.goto(page.url());
  await expect(older.getByText("Evaluation Complete")).toBeVisible();
  await page.getByLabel("Overall Comments").fill("Saved in the newer tab.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft saved successfully", { exact: true })).toBeVisible();
  await older.getByLabel("Overall Comments").fill("Typed in the older tab.");
  await older.getByRole("button", { name: "Save Draft" }).click();
  await expect(older.getByText("Failed to save draft", { exact: true })).toBeVisible();
  await expect(
    older
      .getByText(
        "This evaluation was saved in another window or tab after you opened it. Reload the page to see the saved version before you save again.",
      )
      .first(),
  ).toBeVisible();
  older.on("dialog", (dialog) => void dialog.accept()); // leaving with unsaved changes
  await older.reload();
  await expect(older.getByText("Draft Evaluation")).toBeVisible();
  await expect(older.getByLabel("Overall Comments")).toHaveValue("Saved in the newer tab.");
  await older.close();
});

test("access failures: unknown evaluation, another employee's, another manager's, outside the hierarchy", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsFixture(page, F.manager);
  const employeeId = (await rowFor(page, F.accessSubject)).id;
  const { status: evaluated } = await rowFor(page, F.evaluated);
  expect(evaluated.evaluationId).not.toBeNull();

  await page.goto(`/scorecard/${employeeId}?evaluationId=99999999`);
  await expect(page.getByText("Evaluation Not Found", { exact: true })).toBeVisible();
  await expect(
    page.getByText("The evaluation ID in the URL is invalid. Redirecting to your employees list.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);

  await page.goto(`/scorecard/${employeeId}?evaluationId=${evaluated.evaluationId}`);
  await expect(page.getByText("Invalid Evaluation", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "This evaluation does not belong to the selected employee. Redirecting to correct employee profile.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/employee/${evaluated.employeeId}$`));

  // Another manager may neither read this manager's evaluation nor open their report's scorecard,
  // and is answered as for ids that do not exist (issue 31 item 7).
  await signInAsFixture(page, F.otherManager);
  const theirs = await rowFor(page, F.outsider, F.otherManager.hrisId);
  await page.goto(`/scorecard/${theirs.id}?evaluationId=${evaluated.evaluationId}`);
  await expect(page.getByText("Evaluation Not Found", { exact: true })).toBeVisible();
  await expect(
    page.getByText("The evaluation ID in the URL is invalid. Redirecting to your employees list.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);

  await page.goto(`/scorecard/${employeeId}`);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
