import { expect, test } from "@playwright/test";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { expectAccessible } from "./axe";
import { signInAsFixture, signInAsFixtureHr } from "./helpers";

// Sign-in, the two login pages and sessions, as this spec's own manager and HR user
// (fixtures/sign-in-only.ts).
const { manager: MANAGER, hr: HR } = SIGN_IN_ONLY.auth;

test.describe("manager login", () => {
  test("a guest is sent to the login page", async ({ page }) => {
    await page.goto("/employees");
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole("heading", { name: "Performance Review Process" })).toBeVisible();
    await expect(page.getByText(/Contact support at/)).toBeVisible();
  });

  test("a blank password asks for one, a wrong one fails, the right one welcomes", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email or HRIS ID").fill(MANAGER.hrisId);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Password required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter your password", { exact: true })).toBeVisible();

    await page.getByLabel("Manager Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel("Manager Password").fill(FIXTURE_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Welcome, .+/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("the HR Administration button switches to the HR login", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "HR Administration" }).click();
    await expect(page.getByRole("heading", { name: "Admin" })).toBeVisible();
    await page.getByRole("button", { name: "Employee Login" }).click();
    await expect(page.getByRole("heading", { name: "Performance Review Process" })).toBeVisible();
  });
});

test.describe("HR login", () => {
  test("Sign In stays disabled until both fields are filled; a failure shows the alert", async ({ page }) => {
    await page.goto("/hr-login");
    const signIn = page.getByRole("button", { name: "Sign In" });
    await expect(signIn).toBeDisabled();
    await page.getByLabel("Username").fill(HR.username);
    await expect(signIn).toBeDisabled();
    await page.getByLabel("Password").fill("wrong-password");
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
    await expect(page).toHaveURL(/\/hr-login/);
  });

  test("HR lands on the HR shell and any other page falls back to the HR dashboard", async ({ page }) => {
    await signInAsFixtureHr(page, HR);
    await expect(page.getByText(HR.username, { exact: true })).toBeVisible();
    for (const tab of ["Password Management", "Career Path Management", "User Feedback", "Data Export"]) {
      await expect(page.getByRole("link", { name: tab })).toBeVisible();
    }
    await page.goto("/employees");
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    // An unknown address under /hr/ too (it was a 404).
    await page.goto("/hr/no-such-page");
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    // The manager's sign-in page is not an HR route either.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Password Management" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("sessions", () => {
  test("signing in as HR replaces the manager session", async ({ page }) => {
    await signInAsFixture(page, MANAGER);
    await signInAsFixtureHr(page, HR);
    await page.goto("/employees");
    await expect(page).toHaveURL(/\/hr-dashboard$/);
    const session = await page.request.get("/api/session");
    expect((await session.json()).session.kind).toBe("hr");
  });

  test("a manager is kept off HR pages and refused by HR APIs", async ({ page }) => {
    await signInAsFixture(page, MANAGER);
    await page.goto("/hr-dashboard");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/feedback-dashboard");
    await expect(page).toHaveURL(/\/$/);
    const api = await page.request.get("/api/hr/passwords-status");
    expect(api.status()).toBe(403);
    expect((await api.json()).message).toMatch(/HR administrators only/);
  });

  test("HR's Logout goes to / like the manager's (spec 1 §2), not to the HR login", async ({ page }) => {
    await signInAsFixtureHr(page, HR);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out" }).click();
    // "/" sends a guest to the manager login, with nothing to come back to.
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForTimeout(500); // a late redirect of this tab's own would land by now
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Performance Review Process" })).toBeVisible();
  });

  test("signing out in one tab ends the other tab's session", async ({ context }) => {
    const first = await context.newPage();
    await signInAsFixture(first, MANAGER);
    const second = await context.newPage();
    await second.goto("/");
    await expect(second.getByRole("button", { name: "Sign Out" })).toBeVisible();

    await first.getByRole("button", { name: "Sign Out" }).click();
    const dialog = first.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Confirm Sign Out" })).toBeVisible();
    await expect(
      dialog.getByText(
        "Are you sure you want to sign out? You will need to log in again to access the evaluation system.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Sign Out" }).click();
    await expect(first).toHaveURL(/\/login/);
    await expect(second).toHaveURL(/\/login/);
    const api = await second.request.get(`/api/authorise/${MANAGER.hrisId}`);
    expect(api.status()).toBe(401);
  });
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await signInAsFixture(page, MANAGER);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("two minutes before an unused session ends, a warning offers to stay signed in", async ({ page }) => {
  await signInAsFixture(page, MANAGER);
  // Half an hour unused is too long for a test: until Stay signed in, the session's answers say it
  // ends in a little over two minutes. Everything else is real.
  const endsAt = new Date(Date.now() + 2 * 60_000 + 5_000).toISOString();
  let shortened = true;
  await page.route(/\/api\/session(\?|$)/, async (route) => {
    const response = await route.fetch();
    const answer = await response.json();
    if (!shortened || !answer.session) return route.fulfill({ response, json: answer });
    await route.fulfill({ response, json: { session: { ...answer.session, idleEndsAt: endsAt } } });
  });
  await page.reload();
  const warning = page.getByRole("alertdialog", { name: "Your session is about to end" });
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(warning).toContainText(/ends in [12]:\d\d/);
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await expectAccessible(page, "session timeout warning");
  // Staying asks the server, whose real end is half an hour away: the warning closes.
  shortened = false;
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
