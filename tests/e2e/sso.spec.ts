import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { signInAsHr, TOP_MANAGER } from "./helpers";

// Single sign-on (issue 35) against a real OpenID Connect provider on localhost
// (tests/oidc-provider/server.mjs), on the sso project's own server, configured for it as
// "Acme ID" with the HRIS-ID claim. The provider's development login takes any login; the login
// typed becomes the account's HRIS-ID claim.
test.describe.configure({ mode: "serial" });

async function signInAtProvider(page: Page, login: string) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Acme ID" }).click();
  // The provider's own screen, on its own origin.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

test("a manager signs in through the provider, gets the manager session, and signs out", async ({ page }) => {
  await page.goto("/login");
  // The button sits above the password form, which stays.
  await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();
  await expect(page.getByLabel("Manager Password")).toBeVisible();
  await expectAccessible(page, "the login page with single sign-on");

  await signInAtProvider(page, TOP_MANAGER);
  // Back on the app, signed in as the top of the demo org (no password change asked for).
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  const session = await (await page.request.get("/api/session")).json();
  expect(session.session).toMatchObject({ kind: "manager" });
  expect((await page.request.get(`/api/employees/${TOP_MANAGER}`)).status()).toBe(200);
  // An HR route still answers a manager's SSO session 403, like a password session's.
  expect((await page.request.get("/api/hr/sign-in-settings")).status()).toBe(403);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get(`/api/employees/${TOP_MANAGER}`)).status()).toBe(401);
});

test("someone the provider knows but Yardstick does not is refused, and no account is made", async ({
  page,
}) => {
  await signInAtProvider(page, "NOBODY-AT-ACME");
  await expect(page).toHaveURL(/\/sso-not-set-up$/);
  await expect(
    page.getByText("Your account is not set up for Yardstick; contact it-help@acme.example"),
  ).toBeVisible();
  await expectAccessible(page, "the not-set-up page");
  expect((await page.request.get("/api/authorise/NOBODY-AT-ACME")).status()).toBe(401);
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();
});

test("HR turns password sign-in off: the form goes, the server refuses it, HR still signs in", async ({
  page,
}) => {
  await signInAsHr(page);
  const allow = page.getByRole("checkbox", { name: "Allow password sign-in for managers and employees" });
  await expect(allow).toBeChecked();
  await allow.click();
  await expect(page.getByText("Sign-in settings saved", { exact: true })).toBeVisible();
  await expect(allow).not.toBeChecked();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByText("Password sign-in is turned off. Sign in with Acme ID instead.")).toBeVisible();
  await expect(page.getByLabel("Manager Password")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign in with Acme ID" })).toBeVisible();
  await expectAccessible(page, "the login page with password sign-in off");
  const refused = await page.request.post("/api/auth/login", {
    data: { email: TOP_MANAGER, password: "demo-password" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("password_sign_in_off");

  // HR's own sign-in is never affected; turning it back on brings the form back.
  await signInAsHr(page);
  await allow.click();
  await expect(allow).toBeChecked();
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByLabel("Manager Password")).toBeVisible();
});
