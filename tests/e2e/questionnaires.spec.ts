import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { QUESTIONNAIRES as F } from "./fixtures/questionnaires";
import { backWithUnsavedChanges, browserDay, loadTeam, rowOf, signInAsFixture } from "./helpers";

// The performance questionnaire and the manager self-questionnaire (spec 2 §2–§5, §7, §8), filled
// in the way a manager would. The manager, their reports and the other team are this spec's own
// (fixtures/questionnaires.ts): no questionnaire or self-assessment exists for them at the start.

const MANAGER = F.manager.hrisId;
const UNSAVED = "You have unsaved changes. Are you sure you want to leave?";

/** `person` (a report of MANAGER) as the app answers: numeric id, HRIS id, name. */
async function reportOf(page: Page, person: { hrisId: string }) {
  const row = rowOf((await loadTeam(page, MANAGER)).rows, person);
  expect(row.status.performanceState).toBe("none");
  return { employeeId: row.id, employeeHrisId: row.hrisId, name: row.name };
}

const question = (page: Page, text: RegExp) => page.getByRole("group", { name: text });
const choices = (page: Page, text: RegExp) => page.getByRole("radiogroup", { name: text });
const safe = (name: string) => name.trim().replace(/[^\p{L}\p{N}._-]/gu, "_");

test("a manager drafts, submits and updates a performance questionnaire with the PQ branch", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsFixture(page, F.manager);
  const managerName = (await page.getByTestId("manager-name").textContent())!.trim();
  const subject = await reportOf(page, F.subject);

  // From the profile: Ready to Start, then Start.
  await page.goto(`/employee/${subject.employeeId}`);
  const card = page.getByRole("region", { name: "Performance Questionnaire" });
  await expect(card.getByText("Ready to Start")).toBeVisible();
  await card.getByRole("link", { name: "Start" }).click();
  await expect(page).toHaveURL(new RegExp(`/performance-review/${subject.employeeHrisId}/${MANAGER}$`));
  await expect(page.getByRole("heading", { level: 1, name: subject.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Employee Profile" })).toBeVisible();
  await expect(question(page, /How did you measure .* in Q1 and Q2 of 2025/)).toBeVisible();

  // Submitting an empty form: the spec's toast, nothing saved.
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Incomplete Form", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Please complete all required fields before submitting.", { exact: true }),
  ).toBeVisible();

  // Questions 4–8 appear only with PQs.
  await expect(choices(page, /How often did you review PQs/)).toHaveCount(0);
  await page.getByRole("checkbox", { name: "PQs", exact: true }).check();
  await expect(choices(page, /How often did you review PQs/)).toBeVisible();
  await choices(page, /Overall, how did/)
    .getByRole("radio", { name: "4 Above Expectations" })
    .check();
  const comments = page.getByRole("textbox", { name: "Comments" });
  await comments.fill("Ran the benefits renewal end to end.");
  await expect(page.getByTestId("comments-count")).toHaveText("36/1000");
  await choices(page, /How often did you review PQs/)
    .getByRole("radio", { name: "Monthly" })
    .check();

  // The Power BI problems (5B) appear only on 'No'.
  const problems = question(page, /Where were the problems/);
  await expect(problems).toHaveCount(0);
  await choices(page, /Power BI reporting/)
    .getByRole("radio", { name: "No", exact: true })
    .check();
  await problems.getByRole("checkbox", { name: "Source data" }).check();
  await problems.getByRole("checkbox", { name: "I don't know" }).check();
  // The page itself, not the earlier toast (its own contrast belongs to the toast component).
  await expect(page.getByText("Incomplete Form", { exact: true })).toBeHidden();
  await expectAccessible(page, "the performance questionnaire with the PQ and Power BI 'No' branches");
  const clarity = choices(page, /clear on how their PQ bonus/);
  await clarity.getByRole("radio", { name: "Other", exact: true }).check();
  await page
    .getByLabel("Details of the PQ bonus clarity answer")
    .fill("Partly: the Q2 change was not explained.");
  await choices(page, /meet their PQ targets/)
    .getByRole("radio", { name: "Partially" })
    .check();

  // The forecast is 0 to 200 percent.
  const forecast = page.getByLabel("Forecasted bonus attainment (%)");
  await expect(page.getByText("Enter 0% if unknown.", { exact: false })).toBeVisible();
  await forecast.fill("250");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page
      .getByText("Forecasted bonus attainment must be a number from 0 to 200, with at most 2 decimals.")
      .first(),
  ).toBeVisible();
  await forecast.fill("95.5");

  // Leaving with unsaved changes asks first; staying keeps the work.
  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to Employee Profile" }).click();
  await expect.poll(() => prompt).toBe(UNSAVED);
  await expect(page).toHaveURL(/\/performance-review\//);

  // Save a draft, reload, and everything is still there.
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft saved successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "PQs", exact: true })).toBeChecked();
  await expect(
    question(page, /Where were the problems/).getByRole("checkbox", { name: "Source data" }),
  ).toBeChecked();
  await expect(page.getByLabel("Forecasted bonus attainment (%)")).toHaveValue("95.5");
  await expect(page.getByRole("textbox", { name: "Comments" })).toHaveValue(
    "Ran the benefits renewal end to end.",
  );

  // Submit: the toast, the CSV, back to the profile, which now reads Complete with 4.0/5.0.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const file = await download;
  const today = await browserDay(page); // the file is dated in the reader's time zone
  expect(file.suggestedFilename()).toBe(
    `Performance_Review_${safe(subject.name)}_${safe(managerName)}_${today}.csv`,
  );
  await expect(page.getByText("Performance Review Submitted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/employee/${subject.employeeId}$`));
  await expect(card.getByText("Complete", { exact: true })).toBeVisible();
  await expect(card.getByText("4.0/5.0")).toBeVisible();

  // Reopen: the completed banner, and the button reads Update Review. Turn PQs off and resubmit.
  await card.getByRole("link", { name: "Review" }).click();
  await expect(page.getByRole("region", { name: "Review Completed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await expectAccessible(page, "a submitted performance questionnaire");
  await choices(page, /Overall, how did/)
    .getByRole("radio", { name: "5 Significantly Above Expectations" })
    .check();
  await page.getByRole("checkbox", { name: "PQs", exact: true }).uncheck();
  await page.getByRole("checkbox", { name: "Priorities/Commitments" }).check();
  await expect(choices(page, /How often did you review PQs/)).toHaveCount(0);
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Update Review" }).click();
  await again;
  await expect(page).toHaveURL(new RegExp(`/employee/${subject.employeeId}$`));
  await expect(card.getByText("5.0/5.0")).toBeVisible();

  // The PQ answers were sent and stored as null.
  const stored = await (
    await page.request.get(`/api/employee-performance-questionnaire/${subject.employeeHrisId}/${MANAGER}`)
  ).json();
  expect(stored).toMatchObject({
    pqs: false,
    overallPerformance: "5",
    reviewFrequency: null,
    powerbiReporting: null,
    powerbiSourceData: null,
    forecastedBonusAttainment: null,
    pqTargets: null,
  });
});

test("the browser's Back button with unsaved answers: staying keeps them, leaving goes back", async ({
  page,
}) => {
  await signInAsFixture(page, F.manager);
  const subject = rowOf((await loadTeam(page, MANAGER)).rows, F.subject);
  await page.goto(`/employee/${subject.id}`);
  await page.goto(`/performance-review/${subject.hrisId}/${MANAGER}`);
  await page.getByRole("textbox", { name: "Comments" }).fill("Not saved yet");
  await expect(page.getByTestId("last-saved")).toHaveText(/^Unsaved changes/);

  expect(await backWithUnsavedChanges(page)).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/performance-review/${subject.hrisId}/${MANAGER}$`));
  await expect(page.getByRole("textbox", { name: "Comments" })).toHaveValue("Not saved yet");

  expect(await backWithUnsavedChanges(page, { leave: true })).toBe(UNSAVED);
  await expect(page).toHaveURL(new RegExp(`/employee/${subject.id}$`));
});

test("bad performance review addresses: invalid parameters, another manager's, outside the hierarchy", async ({
  page,
}) => {
  await signInAsFixture(page, F.manager);
  const subject = await reportOf(page, F.addressSubject);

  await page.goto("/performance-review/only-one-id");
  await expect(page.getByText("Invalid performance review parameters.", { exact: true })).toBeVisible();
  await page.goto(`/performance-review/NO-SUCH-EMPLOYEE/${MANAGER}`);
  await expect(page.getByText("Invalid performance review parameters.", { exact: true })).toBeVisible();

  await page.goto(`/performance-review/${subject.employeeHrisId}/${F.otherManager.hrisId}`);
  await expect(page).toHaveURL(/\/forbidden$/);
  // Someone outside the hierarchy is answered as someone unknown (issue 31 item 7).
  await page.goto(`/performance-review/${F.outsider.hrisId}/${MANAGER}`);
  await expect(page.getByText("Invalid performance review parameters.", { exact: true })).toBeVisible();
});

test("a manager submits their self-assessment once; then it is read-only with the banner", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsFixture(page, F.manager);
  await page.getByRole("link", { name: "Self-Assessment" }).click();
  await expect(page).toHaveURL(new RegExp(`/manager-self-questionnaire/${MANAGER}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Performance Review" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(question(page, /How was your performance measured in 2024/)).toBeVisible();

  await expectAccessible(page, "the empty self-assessment");
  const submit = page.getByRole("button", { name: "Submit Assessment" });
  await submit.click();
  await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Please answer all required questions before submitting.", { exact: true }),
  ).toBeVisible();

  await choices(page, /overall performance in 2024/)
    .getByRole("radio", { name: "Met Expectations" })
    .check();
  await choices(page, /review your performance objectives/)
    .getByRole("radio", { name: "Quarterly" })
    .check();
  await choices(page, /tracking against your PQ bonus/)
    .getByRole("radio", { name: "Yes, I know where I am tracking YTD against my PQ bonus attainment" })
    .check();
  await choices(page, /issues with your PQ data/)
    .getByRole("radio", { name: "Yes, but I have not logged them as an issue" })
    .check();

  // Each detail the spec asks for, in turn.
  await page.getByRole("checkbox", { name: "Alternate method" }).check();
  await submit.click();
  await expect(
    page.getByText("Please provide details for the alternate method selected.", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Describe the alternate method").fill("Quarterly OKRs");
  await expect(page.getByTestId("alternateMethodDetail-count")).toHaveText("14/500");

  await page.getByRole("checkbox", { name: "Other", exact: true }).check();
  await submit.click();
  await expect(page.getByText("Please specify what other method you used.", { exact: true })).toBeVisible();
  await page.getByLabel("Describe the other method").fill("Team survey");

  await choices(page, /tracking against your PQ bonus/)
    .getByRole("radio", { name: "Other", exact: true })
    .check();
  await submit.click();
  await expect(
    page.getByText("Please provide details for the PQ clarity question.", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Details of your PQ clarity answer").fill("Only after month end.");

  await choices(page, /issues with your PQ data/)
    .getByRole("radio", { name: "Other", exact: true })
    .check();
  await submit.click();
  await expect(
    page.getByText("Please provide details for the PQ data issues question.", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Details of your PQ data issues answer").fill("Headcount lags a month.");

  const comments = page.getByRole("textbox", { name: "Comments" });
  await comments.fill("x".repeat(1005));
  await expect(comments).toHaveValue("x".repeat(1000));
  await expect(page.getByTestId("comments-count")).toHaveText("1000/1000");
  await comments.fill("Built the new review process.");

  await submit.click();
  await expect(page.getByText("Assessment Submitted", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your Performance Review has been submitted successfully.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Back again: the green banner with today's date, the answers, nothing editable.
  await page.goto(`/manager-self-questionnaire/${MANAGER}`);
  const banner = page.getByRole("region", { name: "Assessment Completed" });
  await expect(banner).toBeVisible();
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(banner.getByText(`Submitted on ${today}`)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Met Expectations" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Met Expectations" })).toBeDisabled();
  await expect(page.getByLabel("Describe the other method")).toHaveValue("Team survey");
  await expect(page.getByLabel("Describe the other method")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Submit Assessment" })).toHaveCount(0);
  // The answers read as answers, not as placeholders (issue 31 item 25): full contrast for a
  // checked method as for a chosen radio, and no counters or resize handles.
  const style = (target: Locator, property: "opacity" | "resize") =>
    target.evaluate((el, p) => getComputedStyle(el)[p], property);
  const otherDetail = page.getByLabel("Describe the other method");
  expect(await style(otherDetail, "opacity")).toBe("1");
  expect(await style(otherDetail, "resize")).toBe("none");
  expect(await style(page.getByText("Alternate method", { exact: true }), "opacity")).toBe("1");
  expect(await style(page.getByRole("checkbox", { name: "Alternate method" }), "opacity")).toBe("1");
  await expect(page.getByTestId("comments-count")).toHaveCount(0);
  await expect(page.getByTestId("otherDetail-count")).toHaveCount(0);
  await expectAccessible(page, "a submitted, read-only self-assessment");

  // Their own HRIS id in another case is still theirs, as the calls take it (ADR 0004).
  await page.goto(`/manager-self-questionnaire/${MANAGER.toLowerCase()}`);
  await expect(page.getByRole("region", { name: "Assessment Completed" })).toBeVisible();

  // Another manager's self-assessment is not reachable.
  await page.goto(`/manager-self-questionnaire/${F.otherManager.hrisId}`);
  await expect(page).toHaveURL(/\/forbidden$/);
});
