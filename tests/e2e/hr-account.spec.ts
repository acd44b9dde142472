import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { signInAsFixtureHr } from "./helpers";

// HR changes its own password from the header (no screen in the spec: the manager's form, plus the
// current password). The shared demo password is not changed here (other specs sign in with it):
// the refusals are shown, the change itself is proved in tests/integration/production.

test("HR reaches Change password from the header and sees each refusal by its field", async ({ page }) => {
  await signInAsFixtureHr(page, SIGN_IN_ONLY.hrAccount.hr);
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();
  await expectAccessible(page, "HR change password");

  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Enter your current password.")).toBeVisible();

  await page.getByLabel("Current password").fill(`${FIXTURE_PASSWORD}-wrong`);
  await page.getByLabel("New password", { exact: true }).fill("Lantern-Orbit-Meadow-58");
  await page.getByLabel("Confirm new password").fill("Lantern-Orbit-Meadow-59");
  await page.keyboard.press("Enter");
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();

  await page.getByLabel("Confirm new password").fill("Lantern-Orbit-Meadow-58");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "HR change password with an error");
});
