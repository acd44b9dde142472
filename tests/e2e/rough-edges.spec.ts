import { expect, test, type Page } from "@playwright/test";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { signInAsHr } from "./helpers";

// First-time-user edges (issue 17): secrets never in a URL, the way back after signing in, the 404
// page for guests, JSON for unknown API calls, and the icon. The manager is this spec's own
// (fixtures/sign-in-only.ts).

const MANAGER = SIGN_IN_ONLY.roughEdges.manager.hrisId;

test("a sign-in pressed before the page's JavaScript runs never puts the password in the URL", async ({
  page,
}) => {
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  await page.getByLabel("Email or HRIS ID").fill(MANAGER);
  await page.getByLabel("Manager Password").fill(FIXTURE_PASSWORD);
  await page.getByLabel("Manager Password").press("Enter");
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain(FIXTURE_PASSWORD);
  expect(page.url()).not.toContain("password=");
  await expect(page.locator("form")).toHaveAttribute("method", "post");
});

test("a signed-out user following a link returns to that page after signing in", async ({ page }) => {
  await page.goto("/indirect-reports");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Findirect-reports$/);
  await page.getByLabel("Email or HRIS ID").fill(MANAGER);
  await page.getByLabel("Manager Password").fill(FIXTURE_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/indirect-reports$/);
});

test("an outside address in callbackUrl is ignored", async ({ page }) => {
  await page.goto("/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email or HRIS ID").fill(MANAGER);
  await page.getByLabel("Manager Password").fill(FIXTURE_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("a guest on an unknown path sees the 404 page, not the sign-in", async ({ page }) => {
  const answer = await page.goto("/no-such-page");
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test("an unknown API call answers JSON 404, and the icon is served", async ({ request }) => {
  const api = await request.get("/api/no-such-call");
  expect(api.status()).toBe(404);
  expect(api.headers()["content-type"]).toContain("application/json");
  expect(await api.json()).toMatchObject({ message: "There is no such API call." });
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
});

/**
 * The code a page loads once the browser is idle (the toaster, ADR 0060) is in, so the only
 * requests the cut network refuses are the ones this test is about (code that cannot load is
 * tests/e2e/on-demand-code.spec.ts's, ADR 0066).
 */
async function onDemandCodeLoaded(page: Page) {
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeAttached();
  await page.waitForLoadState("networkidle");
}

test("with the server out of reach, HR's list filters and searches show the page's own error, never the browser's", async ({
  page,
}) => {
  // Each change used to ask the server for the page again, and Next fell back to a full page load
  // when that failed: Chromium's "This site can't be reached", and the page gone.
  await signInAsHr(page);
  await page.goto("/hr/data-export");
  const evaluations = page.getByRole("table", { name: "Evaluations" }).locator("tbody tr");
  await expect(evaluations.first()).toBeVisible();
  await onDemandCodeLoaded(page);
  await page.route("**/*", (route) => route.abort("connectionrefused"));
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Complete" });
  await expect(
    page.getByText("Failed to load evaluation data. Please try refreshing the page."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/data-export\?.*status=/);
  await expect(page.getByRole("heading", { name: "Data Export" })).toBeVisible();
  await page.unroute("**/*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(evaluations.first()).toBeVisible();

  await page.goto("/hr/career-paths");
  await expect(page.getByText(/^Showing \d/)).toBeVisible();
  await onDemandCodeLoaded(page);
  await page.route("**/*", (route) => route.abort("connectionrefused"));
  await page.getByLabel("Search employees").fill("son");
  await expect(page.getByText("Failed to load employees")).toBeVisible();
  await expect(page).toHaveURL(/\/hr\/career-paths\?q=son$/);
  await expect(page.getByLabel("Search employees")).toHaveValue("son");
  await page.unroute("**/*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText(/^Showing \d/)).toBeVisible();
});
