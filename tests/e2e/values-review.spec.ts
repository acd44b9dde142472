import { expect, test } from "@playwright/test";
import { VALUES_REVIEW as F } from "./fixtures/values-review";
import { backWithUnsavedChanges, browserDay, loadTeam, rowOf, signInAsFixture } from "./helpers";
import { scrollsSideways } from "./axe";

// A manager completes a values assessment (spec 2 §2, §4, §5, §7, §8): the employee's own
// self-review and recognition examples beside each value, one override, a draft, the exit
// warning, submit, the CSV backup and the profile showing the values score. The people are this
// spec's own (fixtures/values-review.ts): the subject is the manager's indirect report with a
// submitted self-review and five recognitions for one value.

const UNSAVED = "You have unsaved changes. Are you sure you want to leave?";
const safe = (name: string) => name.trim().replace(/[^\p{L}\p{N}._-]/gu, "_");
const MANAGER = F.manager.hrisId;

test("a manager reviews values beside the self-review and recognitions, drafts, overrides and submits", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsFixture(page, F.manager);
  const managerName = (await page.getByTestId("manager-name").textContent())!.trim();
  expect(managerName).toBe(F.manager.name);
  const { rows } = await loadTeam(page, MANAGER);
  const subject = {
    ...rowOf(rows, F.subject),
    valueId: F.recognitions.valueId,
    more: F.recognitions.count - 2,
  };

  await page.goto(`/manager-values-review/${subject.id}/${MANAGER}`);
  await expect(page.getByRole("heading", { level: 1, name: subject.name })).toBeVisible();
  await expect(page.getByText("Values Assessment", { exact: true })).toBeVisible();
  await expect(page.getByTestId("review-cycle")).toHaveText("Jun-25");
  await expect(page.getByTestId("values-progress")).toHaveText("0 of 18 items");
  await expect(page.getByTestId("values-average")).toContainText("-");
  await expect(page.getByText("Scoring Guide")).toBeVisible();
  for (const label of [
    "Needs Improvement",
    "Room for Growth",
    "Meets Expectations",
    "Exceeds Expectations",
    "Outstanding",
  ])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();

  // Six values; Grit (scDetailId 2) starts expanded, the others collapsed.
  const cards = page.getByRole("region").filter({ has: page.locator("button[aria-expanded]") });
  await expect(cards).toHaveCount(6);
  const names = [
    "Drive to Excellence",
    "Grit",
    "Humility",
    "Integrity",
    "Results Orientation",
    "Winning Attitude",
  ];
  for (const [i, name] of names.entries()) {
    await expect(cards.nth(i).getByRole("button").first()).toContainText(name);
    await expect(cards.nth(i).getByRole("button").first()).toHaveAttribute(
      "aria-expanded",
      i === 1 ? "true" : "false",
    );
  }

  // Submit stays disabled until all 18 items are answered; it says why once tried, not before
  // anything is touched.
  const submit = page.getByRole("button", { name: "Submit Review" });
  await expect(submit).toBeDisabled();
  const why =
    "Incomplete Assessment: Please answer all 18 questions before submitting. You have answered 0 out of 18.";
  const incomplete = page.getByText(why, { exact: true });
  await expect(incomplete).toBeHidden();
  await submit.click({ force: true }); // a press on the unavailable button (Playwright waits for enabled ones)
  await expect(incomplete).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(why);

  // The employee's own self-review and the recognition examples, with '+ n more'.
  const withExamples = cards.nth(subject.valueId - 1);
  const toggle = withExamples.getByRole("button").first();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(withExamples.getByText("Employee self-review:").first()).toBeVisible();
  await expect(
    withExamples.getByRole("region", { name: "Recognition examples" }).locator("blockquote"),
  ).toHaveCount(2);
  await expect(withExamples.getByText(`+ ${subject.more} more`, { exact: true })).toBeVisible();
  await expect(withExamples.getByText(F.longLink).first()).toBeVisible();
  expect(await scrollsSideways(page), "long self-review and recognition text scroll sideways").toBe(false);

  // Score every item 4; Drive to Excellence is overridden to 4.5.
  for (let i = 0; i < 6; i++) {
    const card = cards.nth(i);
    const button = card.getByRole("button").first();
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    for (const group of await card.getByRole("radiogroup").all())
      await group.getByRole("radio", { name: "4 Exceeds Expectations" }).check();
    await expect(card.getByText("Average: 4.0")).toBeVisible();
  }
  const first = cards.nth(0);
  await expect(first.getByLabel("Override score")).toBeDisabled();
  await first.getByRole("checkbox", { name: "Enable override for Drive to Excellence" }).click();
  await first.getByLabel("Override score").fill("4.5");
  await expect(first.getByText("Average: 4.5")).toBeVisible();
  await expect(page.getByTestId("values-progress")).toHaveText("18 of 18 items");
  // (4.5 + 4 × 5) / 6 = 4.08
  await expect(page.getByTestId("values-average")).toContainText("4.1");
  await expect(submit).toBeEnabled();

  // Leaving with unsaved changes asks first; staying keeps the work.
  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Employee Profile" }).click();
  await expect.poll(() => prompt).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/manager-values-review/${subject.id}/${MANAGER}$`));
  // The browser's Back button too (a client-side navigation, which neither of the above sees).
  expect(await backWithUnsavedChanges(page)).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/manager-values-review/${subject.id}/${MANAGER}$`));
  await expect(page.getByTestId("values-progress")).toHaveText("18 of 18 items");

  // A draft, twice; then reload and find it again.
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(page.getByText("Draft saved successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("Your progress has been saved.", { exact: true })).toBeVisible();
  // Spec 1 §9's format, "MMM d, yyyy h:mm a", as every other date (not the browser's own).
  await expect(page.getByTestId("last-saved")).toHaveText(
    /^Last saved [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/,
  );
  await page.getByLabel("Overall Comments").fill("Lives our values every day.");
  await page.getByRole("button", { name: "Save as Draft" }).click();
  await expect(page.getByTestId("last-saved")).toContainText("Last saved");
  await page.reload();
  await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Overall Comments")).toHaveValue("Lives our values every day.");
  await expect(cards.nth(0).getByLabel("Override score")).toHaveValue("4.5");
  await expect(page.getByTestId("values-progress")).toHaveText("18 of 18 items");

  // Submit: the toast, the CSV backup, then the profile with the values score.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Manager review submitted successfully", { exact: true })).toBeVisible();
  const file = await download;
  const today = await browserDay(page); // the file is dated in the reader's time zone
  expect(file.suggestedFilename()).toBe(
    `Values_Review_${safe(subject.name)}_${safe(managerName)}_${today}.csv`,
  );
  await expect(page.getByText("CSV Backup Downloaded", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/employee/${subject.id}$`));
  const valuesCard = page.getByRole("region", { name: "Values Assessment" });
  await expect(valuesCard.getByText("Complete", { exact: true })).toBeVisible();
  await expect(valuesCard).toContainText("Values Score 4.1/5.0");

  // A submitted review is changed by submitting again: no draft that would take it back to "In
  // Progress" (issue 31 item 18).
  await page.goto(`/manager-values-review/${subject.id}/${MANAGER}`);
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeEnabled();
  await expect(page.getByText("Submitted: changes are saved with Submit Review.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save as Draft" })).toHaveCount(0);
});

test("values review access: another manager's HRIS id, outside the hierarchy, unknown employee", async ({
  page,
}) => {
  await signInAsFixture(page, F.manager);
  const { team, rows } = await loadTeam(page, MANAGER);
  const subject = rowOf(rows, F.subject);
  // The lead's HRIS id in the address: a review in someone else's name.
  await page.goto(`/manager-values-review/${subject.id}/${F.lead.hrisId}`);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();

  await page.goto("/manager-values-review/99999999");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();

  // The lead manages only part of the team: their own manager is outside their hierarchy, and so
  // is everyone on another manager's team; both are answered as unknown ids (issue 31 item 7).
  await signInAsFixture(page, F.lead);
  await page.goto(`/manager-values-review/${team.manager.id}`);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await signInAsFixture(page, F.otherManager);
  await page.goto(`/manager-values-review/${subject.id}/${F.otherManager.hrisId}`);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});
