import { expect, test } from "@playwright/test";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";

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
