import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { ACCESSIBILITY as F } from "./fixtures/accessibility";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";

// WCAG 2.2 AA in every page state a person meets (docs/accessibility.md): axe runs in Chromium on
// each one and the test fails on any serious or critical violation. Visits only: it changes no data.
// The manager and their reports in each state are this spec's own (fixtures/accessibility.ts).

test.describe.configure({ timeout: 180_000 });

const MANAGER = F.manager.hrisId;

async function reportsByState(page: Page) {
  const { rows } = await loadTeam(page, MANAGER);
  return { fresh: rowOf(rows, F.fresh), complete: rowOf(rows, F.complete), draft: rowOf(rows, F.draft) };
}

test("sign-in screens, the 404 page and the feedback dialog", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page, "manager login");
  await page.goto("/hr-login");
  await expectAccessible(page, "HR login");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
  await expectAccessible(page, "feedback dialog (guest)");
  await page.goto("/no-such-page");
  await expectAccessible(page, "404 page");
});

test("with reduced motion asked for, a dialog appears without its animation", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/login");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Feedback" });
  await expect(dialog).toBeVisible();
  const motion = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.animationDuration, style.transitionDuration].map(
      (d) => parseFloat(d) * (d.endsWith("ms") ? 1 : 1000),
    );
  });
  for (const ms of motion) expect(ms).toBeLessThan(1);
});

test("the manager home in its three views and both tabs, and the sign-out dialog", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  await expect(page.getByRole("tab", { name: /Pending Direct/ })).toBeVisible();
  await expectAccessible(page, "home, Pending Direct");
  await page.getByRole("tab", { name: /Completed Direct/ }).click();
  await expectAccessible(page, "home, Completed Direct");
  await page.getByRole("button", { name: "Organization" }).click();
  await expect(page.getByRole("slider")).toBeVisible();
  await expectAccessible(page, "home, Organization");
  await page.getByRole("button", { name: "Departments" }).click();
  await expectAccessible(page, "home, Departments");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("alertdialog", { name: "Confirm Sign Out" })).toBeVisible();
  await expectAccessible(page, "sign-out dialog");
  // The dialog loads on first use (ADR 0062) and still hands focus back to its button on close.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeFocused();
});

test("indirect reports in both tabs", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  await page.goto("/indirect-reports");
  await expect(page.getByRole("heading", { name: "Indirect Reports" })).toBeVisible();
  await expectAccessible(page, "indirect reports, Incomplete");
  await page.getByRole("tab", { name: /^Completed \(/ }).click();
  await expectAccessible(page, "indirect reports, Completed");
});

test("profiles in each assessment state and the forbidden page", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  const { fresh, complete } = await reportsByState(page);
  await page.goto(`/employee/${fresh.id}`);
  await expect(page.getByRole("heading", { name: fresh.name })).toBeVisible();
  await expectAccessible(page, "profile, nothing started");
  await page.goto(`/employee/${complete.id}`);
  await expect(page.getByRole("heading", { name: complete.name })).toBeVisible();
  await expectAccessible(page, "profile, assessments complete");
  await page.goto("/forbidden");
  await expectAccessible(page, "forbidden");
});

test("the scorecard new, as a draft and complete", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  const { fresh, complete, draft } = await reportsByState(page);
  await page.goto(`/scorecard/${fresh.id}`);
  await expect(page.getByRole("button", { name: "Submit Evaluation" })).toBeVisible();
  await expectAccessible(page, "scorecard, new");
  await page.goto(`/scorecard/${complete.id}`);
  await expect(page.getByText("Evaluation Complete").first()).toBeVisible();
  await expectAccessible(page, "scorecard, complete");
  await page.goto(`/scorecard/${draft.id}`);
  await expect(page.getByText("Draft Evaluation")).toBeVisible();
  await expectAccessible(page, "scorecard, draft");
});

test("the HR dashboard tabs and a feedback item's details", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  await expectAccessible(page, "HR Password Management");
  for (const tab of ["Career Path Management", "User Feedback", "Data Export"]) {
    await page.getByRole("link", { name: tab }).click();
    await expect(page.getByRole("heading", { name: tab, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `HR ${tab}`);
  }
  // The Data Export has a Search box too: type only once the feedback page has replaced it.
  await page.getByRole("link", { name: "User Feedback" }).click();
  await expect(page.getByRole("heading", { name: "User Feedback", exact: true })).toBeVisible();
  await page.getByLabel("Search", { exact: true }).fill(F.feedbackTitle);
  const card = page.getByTestId("feedback-card");
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "feedback details dialog");
});

test("the values review, both questionnaires and the career path dialogs", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  const { fresh } = await reportsByState(page);
  await page.goto(`/manager-values-review/${fresh.id}/${MANAGER}`);
  await expect(page.getByRole("heading", { level: 1, name: fresh.name })).toBeVisible();
  await expect(page.getByText("Scoring Guide")).toBeVisible();
  await expectAccessible(page, "values review");

  await page.goto(`/performance-review/${fresh.hrisId}/${MANAGER}`);
  await expect(page.getByRole("link", { name: "Back to Employee Profile" })).toBeVisible();
  await expectAccessible(page, "performance questionnaire");

  await page.goto(`/manager-self-questionnaire/${MANAGER}`);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expectAccessible(page, "manager self-questionnaire");

  await page.goto(`/employee/${fresh.id}`);
  await page.getByRole("button", { name: `Career Paths for ${fresh.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Career Progression" });
  await expect(dialog.getByText("Current Position")).toBeVisible();
  await expectAccessible(page, "career progression dialog");
  await dialog.getByRole("button", { name: "Create Custom Path" }).click();
  await expect(page.getByRole("dialog", { name: "Create Custom Career Path" })).toBeVisible();
  await expectAccessible(page, "custom career path builder");
});

test("HR's career path list and one employee's paths", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  await page.goto("/hr/career-paths");
  await expect(page.getByRole("heading", { name: "Career Path Management" })).toBeVisible();
  await expectAccessible(page, "HR career path list");
  await page.getByLabel("Search employees").fill(F.complete.hrisId);
  await page.getByRole("link", { name: F.complete.name }).click();
  await expect(page).toHaveURL(new RegExp(`/hr/employee/${F.complete.hrisId}$`));
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, "HR employee career paths");
});

test("the HR lists while they load", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  // Each list's answer is held until axe has checked the page in its loading state, which a slow
  // network shows every HR user: CI once met the Data Export's placeholder only by chance.
  const lists = [
    {
      open: () => page.getByRole("link", { name: "Career Path Management" }).click(),
      url: /\/api\/hr\/career-paths\?/,
      loading: "Loading employees",
    },
    {
      open: () => page.getByRole("link", { name: "User Feedback" }).click(),
      url: /\/api\/feedback(\?|$)/,
      loading: "Loading feedback",
    },
    {
      open: () => page.getByRole("link", { name: "Data Export" }).click(),
      url: /\/api\/hr\/completed-evaluations/,
      loading: "Loading evaluations",
    },
    {
      open: () => page.goto(`/hr/employee/${F.complete.hrisId}`),
      url: /\/api\/hr\/audit-trail\//,
      loading: "Loading activity",
    },
  ];
  for (const { open, url, loading } of lists) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
    await open();
    const placeholder = page.getByLabel(loading, { exact: true });
    await expect(placeholder).toBeVisible();
    await expectAccessible(page, `${loading}...`);
    release();
    await expect(placeholder).toHaveCount(0);
    await page.unroute(url);
  }
});
