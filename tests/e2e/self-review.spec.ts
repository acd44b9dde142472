import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, scrollsSideways } from "./axe";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SELF_REVIEW as F } from "./fixtures/self-review";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";

// The employee's self-review in the product (issue 34 §1–3, §9), the way people use it: the
// employee finds it on their home, writes, loses the session mid-text, signs in again in the same
// tab and finds the text saved; submit lists the missing items with links, then locks it. Their
// manager reads it only once submitted. HR fills one in for someone on leave. Axe at desktop width
// and at 360 px.

test.describe.configure({ mode: "serial", timeout: 180_000 });

const WENT_WELL = "Shipped the billing migration two weeks early.";
const GOALS = "Lead the Q3 onboarding work and mentor one new hire.";

/** Chooses `label` in every item's group (the employee settles on one score everywhere). */
async function scoreEverything(page: Page, label: string) {
  const groups = page.getByRole("radiogroup");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const radio = groups.nth(i).getByRole("radio", { name: label });
    if (!(await radio.isChecked())) await radio.check();
  }
}

test("an employee writes, survives an ended session, submits; the manager reads it only then", async ({
  page,
  browser,
}) => {
  await signInAsFixture(page, F.employee);
  const card = page
    .getByRole("heading", { name: "My self-review" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card.getByText(/Not started$/)).toBeVisible();
  await card.getByRole("link", { name: "Write my self-review" }).click();
  await expect(page).toHaveURL(/\/my-self-review$/);
  await expect(page.getByRole("heading", { level: 1, name: "My self-review" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Scoring Guide" })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(18);
  await expectAccessible(page, "my self-review");

  // A score and a reflection are saved as they are written.
  await page.getByRole("radiogroup").first().getByRole("radio", { name: "4 Exceeds Expectations" }).check();
  await page.getByLabel("What went well").fill(WENT_WELL);
  await page.getByLabel("What to improve").focus(); // leaving the field saves it
  await expect(page.getByTestId("last-saved")).toHaveText(/^Last saved /);

  // The session ends (its cookie is gone) while the person types: the save is refused, the text
  // stays, and after signing in again in this tab it comes back and is saved.
  await page.context().clearCookies();
  await page.getByLabel("Goals").fill(GOALS);
  await page.getByLabel("What went well").focus();
  const ended = page.getByRole("alert").filter({ hasText: "Your session has ended" });
  await expect(ended).toContainText("What you typed is kept in this browser");
  await ended.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmy-self-review$/);
  await page.getByLabel("Email or HRIS ID").fill(F.employee.hrisId);
  await page.getByLabel("Manager Password").fill(FIXTURE_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/my-self-review$/);
  await expect(page.getByLabel("Goals")).toHaveValue(GOALS);
  await expect(page.getByLabel("What went well")).toHaveValue(WENT_WELL);
  await expect(page.getByTestId("last-saved")).toHaveText(/^Last saved /);
  await page.reload();
  await expect(page.getByLabel("Goals")).toHaveValue(GOALS); // from the server, not only the browser

  // The manager cannot read a draft.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInAsFixture(manager, F.manager);
  const draftAnswer = await manager.request.get(`/api/self-review/${F.employee.hrisId}`);
  expect(draftAnswer.status()).toBe(404);

  // Submit lists every missing item with a link to it.
  await page.getByRole("button", { name: "Submit self-review" }).click();
  const missing = page.getByRole("region", { name: /Score these items before you submit \(17 missing\)/ });
  await expect(missing).toBeVisible();
  await expectAccessible(page, "my self-review with missing items");
  const firstMissing = missing.getByRole("link").first();
  const itemName = (await firstMissing.textContent())!.split(": ")[1];
  await firstMissing.click();
  await expect(page.getByRole("radiogroup", { name: itemName }).getByRole("radio").first()).toBeFocused();

  await scoreEverything(page, "3 Meets Expectations");
  await expect(missing).toHaveCount(0);
  await page.getByRole("button", { name: "Submit self-review" }).click();
  await expect(
    page.getByText("Your self-review is submitted and can no longer be changed.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Submitted on .*\. It can no longer be changed\.$/)).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.getByText(GOALS)).toBeVisible();
  await expectAccessible(page, "my submitted self-review");

  // A further write is refused: read-only on the server too.
  // (from the page, as its own script would: a state-changing call must come from the page's origin)
  const again = await page.evaluate(async () => {
    const res = await fetch("/api/my-self-review", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reflections: { goals: "changed" } }),
    });
    return { status: res.status, code: ((await res.json()) as { code: string }).code };
  });
  expect(again).toEqual({ status: 409, code: "review_submitted" });

  // At a phone's width the page reflows and stays accessible; the home says it is submitted.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  expect(await scrollsSideways(page), "my self-review at 360 px scrolls sideways").toBe(false);
  await expectAccessible(page, "my submitted self-review at 360 px");
  await page.goto("/");
  await expect(card.getByText(/Submitted$/)).toBeVisible();

  // Now the manager reads it (the cycle shows it while writing).
  const submitted = await manager.request.get(`/api/self-review/${F.employee.hrisId}`);
  expect(submitted.status()).toBe(200);
  expect((await submitted.json()).reflections.goals).toBe(GOALS);
  await managerContext.close();
});

test("the manager sees the gap, submits and shares; the employee reads it and acknowledges; the manager and HR see the comment", async ({
  browser,
}) => {
  const COMMENT = "Read it: agreed on mentoring, let us talk about the on-call load.";
  const manager = await (await browser.newContext()).newPage();
  await signInAsFixture(manager, F.manager);
  const { rows } = await loadTeam(manager, F.manager.hrisId);
  const employeeId = rowOf(rows, F.employee).id;

  // The submitted self-review beside the manager's own scores, per item, while writing.
  await manager.goto(`/manager-values-review/${employeeId}/${F.manager.hrisId}`);
  await expect(manager.getByRole("heading", { name: "Self-review and your scores" })).toBeVisible();
  await expect(
    manager.getByText(`${F.employee.name} rated themself higher than you on 0 items, lower on 18`),
  ).toBeVisible();
  await manager.getByRole("button", { name: "Submit Review" }).click();
  await expect(manager.getByText("Manager review submitted successfully", { exact: true })).toBeVisible();

  // The review is complete: the manager shares it from the profile.
  await manager.goto(`/employee/${employeeId}`);
  const shareCard = manager
    .getByRole("heading", { name: "Shared review" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await shareCard.getByRole("button", { name: "Share review" }).click();
  await manager
    .getByRole("alertdialog", { name: "Share the final review" })
    .getByRole("button", { name: "Share", exact: true })
    .click();
  await expect(manager.getByText(`Shared version 1 with ${F.employee.name}.`, { exact: true })).toBeVisible();

  // The employee reads the shared version with the gap, and acknowledges it with a comment.
  const employee = await (await browser.newContext()).newPage();
  await signInAsFixture(employee, F.employee);
  await employee.getByRole("link", { name: "Open my review" }).click();
  await expect(employee.getByRole("heading", { level: 1, name: /version 1$/ })).toBeVisible();
  await expect(employee.getByText(`${F.feedback} (values)`)).toBeVisible();
  await expect(
    employee.getByText("You rated yourself higher on 0 items, lower on 18", { exact: true }),
  ).toBeVisible();
  await employee.getByLabel("Comment (optional)").fill(COMMENT);
  await employee.getByRole("button", { name: "Acknowledge" }).click();
  await expect(employee.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  await expectAccessible(employee, "my acknowledged review");

  // The manager and HR see the comment.
  await manager.reload();
  await expect(shareCard.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  const hr = await (await browser.newContext()).newPage();
  await signInAsFixtureHr(hr, F.hr);
  await hr.goto(`/hr/employee/${F.employee.hrisId}`);
  await expect(hr.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  // (A raw SQL update of the acknowledgement fails: tests/integration/review-share and tests/postgres.)
});

test("the self-review page at 360 px while writing", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsFixture(page, F.manager);
  await page.goto("/my-self-review");
  await expect(page.getByRole("heading", { level: 1, name: "My self-review" })).toBeVisible();
  expect(await scrollsSideways(page), "the self-review form at 360 px scrolls sideways").toBe(false);
  await expectAccessible(page, "the self-review form at 360 px");
});

test("HR fills in the self-review of someone on leave: shown as completed by HR", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  await page.goto(`/hr/employee/${F.onLeave.hrisId}`);
  const card = page
    .getByRole("heading", { name: "Self-review", exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card.getByText(/Not started$/)).toBeVisible();
  await card.getByRole("link", { name: "Fill in the self-review" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Self-review of ${F.onLeave.name}` }),
  ).toBeVisible();
  await expect(
    page.getByText(`You are filling it in for ${F.onLeave.name}: it will show as completed by HR.`),
  ).toBeVisible();
  await expectAccessible(page, "HR filling in a self-review");
  await scoreEverything(page, "3 Meets Expectations");
  await page.getByLabel("Goals").fill("Back from leave in March; agreed with the manager.");
  await page.getByRole("button", { name: "Submit self-review" }).click();
  await expect(page.getByText(/^Completed by HR on /)).toBeVisible();
  await page.getByRole("link", { name: `Back to ${F.onLeave.name}` }).click();
  await expect(card.getByText(/Completed by HR on /)).toBeVisible();
  await expect(card.getByRole("link", { name: "Read the self-review" })).toBeVisible();
});
