import { expect, test, type Locator, type Page } from "@playwright/test";
import { scrollsSideways } from "./axe";
import { PHONE as F } from "./fixtures/phone";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";

// The main flows at a phone's width (the "phone" project: 360 × 740, touch). Every page reflows
// without sideways scrolling (WCAG 1.4.10) and nothing the user needs is cut off or covered.
// The manager and the report visited are this spec's own (fixtures/phone.ts); it changes nothing.

test.describe.configure({ timeout: 120_000 });

async function expectNoSidewaysScroll(page: Page, state: string) {
  await page.waitForTimeout(200);
  expect(await scrollsSideways(page), `${state} scrolls sideways`).toBe(false);
}

async function expectFullyOnScreen(page: Page, name: string) {
  const box = await page.getByRole("button", { name, exact: true }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${name} is rendered`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast on screen covers none of these buttons (after its entry animation). */
async function expectToastClearOf(page: Page, names: string[]) {
  const toast = page.locator('[data-slot="toast"]').first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(400);
  const toastBox = (await toast.boundingBox())!;
  for (const name of names) {
    const button = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(overlap(toastBox, button), `the toast covers ${name}`).toBe(false);
  }
}

async function expectOnScreen(page: Page, target: Locator, what: string) {
  const box = (await target.boundingBox())!;
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  return box;
}

test("sign-in pages and the manager's pages fit a phone", async ({ page }) => {
  await page.goto("/login");
  await expectNoSidewaysScroll(page, "manager login");
  await page.goto("/hr-login");
  await expectNoSidewaysScroll(page, "HR login");

  await signInAsFixture(page, F.manager);
  await expectFullyOnScreen(page, "Sign Out");
  // The welcome toast starts below the header: Sign Out stays in reach for its 5 s.
  await expectToastClearOf(page, ["Sign Out"]);
  await expectNoSidewaysScroll(page, "home, Pending Direct");
  await page.getByRole("tab", { name: /Completed Direct/ }).click();
  await expectNoSidewaysScroll(page, "home, Completed Direct");
  await page.getByRole("button", { name: "Organization" }).click();
  await expectNoSidewaysScroll(page, "home, Organization");
  await page.getByRole("button", { name: "Departments" }).click();
  await expectNoSidewaysScroll(page, "home, Departments");

  await page.goto("/indirect-reports");
  await expect(page.getByRole("heading", { name: "Indirect Reports" })).toBeVisible();
  await expectNoSidewaysScroll(page, "indirect reports");

  const fresh = rowOf((await loadTeam(page, F.manager.hrisId)).rows, F.subject);
  await page.goto(`/employee/${fresh.id}`);
  await expect(page.getByRole("heading", { name: fresh.name })).toBeVisible();
  await expectNoSidewaysScroll(page, "profile");

  // The scorecard: no sideways scroll, and a toast never covers Save Draft / Submit Evaluation.
  await page.goto(`/scorecard/${fresh.id}`);
  await expect(page.getByRole("button", { name: "Submit Evaluation" })).toBeVisible();
  await expectNoSidewaysScroll(page, "scorecard");
  // Each group's name and description keep most of the width: its counts ("0 of 3 scored",
  // "Average") go to a line of their own, not beside a description squeezed to a word a line.
  const group = page.locator("section[aria-labelledby] h2 button").first();
  const description = group.locator("span.block.text-sm").first();
  const described = (await description.boundingBox())!;
  expect(described.width, "the first group's description width").toBeGreaterThan(200);
  await page.getByRole("button", { name: "Submit Evaluation" }).click(); // nothing scored: a toast says so
  await expectToastClearOf(page, ["Save Draft", "Submit Evaluation"]);
});

// Issue 31 item 20: the values review's action bar covered 177 of 740 px, the form showed through
// it, the Feedback button sat on it, and "Incomplete Assessment…" showed before anything was touched.
test("the assessments' action bar is compact, opaque and clear of the Feedback button", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  const fresh = rowOf((await loadTeam(page, F.manager.hrisId)).rows, F.subject);
  const feedback = page.getByRole("button", { name: "Submit Feedback" });
  const bar = page.locator("[data-sticky-action-bar]");
  const expectBarClear = async (state: string, tallest: number) => {
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, `${state}: the bar's height`).toBeLessThanOrEqual(tallest);
    const background = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background, `${state}: the bar's background is opaque`).not.toMatch(
      /transparent|\/\s*0?\.\d|rgba\([^)]*,\s*0?\.\d+\)/,
    );
    const fab = (await feedback.boundingBox())!;
    expect(fab.y + fab.height, `${state}: the Feedback button ends above the bar`).toBeLessThanOrEqual(
      barBox.y,
    );
  };

  await page.goto(`/manager-values-review/${fresh.id}/${F.manager.hrisId}`);
  const submit = page.getByRole("button", { name: "Submit Review" });
  await expect(submit).toBeVisible();
  await expect(page.getByText(/^Incomplete Assessment:/)).toBeHidden();
  await expectBarClear("values review", 90);
  await submit.click({ force: true }); // unavailable: a press says why
  await expect(page.getByText(/^Incomplete Assessment:/)).toBeVisible();
  await expectBarClear("values review with its incomplete message", 130);
  await expectNoSidewaysScroll(page, "values review");

  await page.goto(`/scorecard/${fresh.id}`);
  await expect(page.getByRole("button", { name: "Submit Evaluation" })).toBeVisible();
  await expectBarClear("scorecard", 90);
});

test("the HR pages fit a phone", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  await expectFullyOnScreen(page, "Logout");
  await expectNoSidewaysScroll(page, "Password Management");
  for (const tab of ["Career Path Management", "User Feedback", "Data Export"]) {
    await page.getByRole("link", { name: tab }).click();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, tab);
  }
});

// Issue 31 item 22: a name or an email with no place to break made the home page 596 px wide and
// HR's employee page 496 px, and the career dialog grew wider than itself once quick-add opened.
test("long unbroken names and emails never make a page scroll sideways", async ({ page }) => {
  const L = F.longNamed;
  const expectFits = async (state: string) => {
    await page.waitForTimeout(200);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width, `${state}: the page's width`).toBeLessThanOrEqual(360);
    expect(await scrollsSideways(page), `${state} scrolls sideways`).toBe(false);
  };

  await signInAsFixture(page, F.manager);
  await expect(page.getByText(L.name).first()).toBeVisible();
  await expectFits("home listing a long-named report");
  await page.getByRole("button", { name: "Organization" }).click();
  await expectFits("home, Organization, with a long-named report");
  await page.getByRole("button", { name: "Departments" }).click();
  await expectFits("home, Departments, with a long-named report");

  const row = rowOf((await loadTeam(page, F.manager.hrisId)).rows, L);
  await page.goto(`/employee/${row.id}`);
  await expect(page.getByRole("heading", { name: L.name })).toBeVisible();
  await expectFits("a long-named report's profile");
  await page.getByRole("button", { name: `Career Paths for ${L.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Career Progression" });
  await expect(dialog.getByText("Current Position")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Custom Path" }).click();
  await expect(dialog.getByRole("searchbox", { name: "Add a title to the path" })).toBeVisible();
  await expectFits("the career dialog with quick-add open");
  await page.keyboard.press("Escape");

  // Their own home: their name and email in the header and on their card.
  await signInAsFixture(page, L);
  await expect(page.getByTestId("manager-name")).toHaveText(L.name);
  await expectFits("a long-named manager's home");

  await signInAsFixtureHr(page, F.hr);
  await page.goto(`/hr/employee/${L.hrisId}`);
  await expect(page.getByText(L.name).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectFits("HR's page of a long-named employee");
});

test("HR's Activity fits a phone: each event stacked, a long change summarised", async ({ page }) => {
  await signInAsFixtureHr(page, F.hr);
  await page.goto(`/hr/employee/${F.subject.hrisId}`);
  const activity = page.getByRole("region", { name: "Activity" });
  const row = activity.getByRole("row").filter({ hasText: "submitted the behavioral scorecard" });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page, "HR's employee page");
  // What happened is on screen, not in a third column past the edge; the row is a few lines,
  // not 2,000 px of a column one word wide.
  await expectOnScreen(page, row.getByText("submitted the behavioral scorecard"), "What");
  const toggle = row.getByRole("button", { name: `${F.submitChanges} fields changed` });
  await expectOnScreen(page, toggle, "the summary");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect((await row.boundingBox())!.height, "the collapsed row's height").toBeLessThan(200);
  // Opened from the keyboard, every change is listed and readable on screen.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const items = row.getByRole("listitem");
  await expect(items).toHaveCount(F.submitChanges);
  await expectOnScreen(page, items.last(), "the last change");
  await expectNoSidewaysScroll(page, "HR's employee page, a change opened");
});

// The same two screens at a desktop's width (issue 31 items 19 and 26).
test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the welcome toast leaves Sign Out in reach", async ({ page }) => {
    await signInAsFixture(page, F.manager);
    await expectToastClearOf(page, ["Sign Out"]);
  });

  test("HR's Activity is a table whose long change is one line until opened", async ({ page }) => {
    await signInAsFixtureHr(page, F.hr);
    await page.goto(`/hr/employee/${F.subject.hrisId}`);
    const activity = page.getByRole("region", { name: "Activity" });
    for (const column of ["When", "Who", "What"])
      await expect(activity.getByRole("columnheader", { name: column })).toBeVisible();
    const row = activity.getByRole("row").filter({ hasText: "submitted the behavioral scorecard" });
    const toggle = row.getByRole("button", { name: `${F.submitChanges} fields changed` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect((await row.boundingBox())!.height, "the collapsed row's height").toBeLessThan(120);
    await toggle.click();
    await expect(row.getByRole("listitem")).toHaveCount(F.submitChanges);
    await toggle.click();
    await expect(row.getByRole("listitem")).toHaveCount(0);
  });
});
