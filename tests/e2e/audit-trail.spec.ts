import { expect, test } from "@playwright/test";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";
import { signInAsFixture, signInAsFixtureHr } from "./helpers";
import { expectAccessible } from "./axe";

// Issue 11 finding 10: HR opens an employee from Career Path Management and reads the Activity
// section: who did what, and when, newest first; a later action appears after Refresh. The
// manager and HR user are this spec's own (fixtures/sign-in-only.ts): nobody else signs in as them.
const { manager: MANAGER, hr: HR } = SIGN_IN_ONLY.auditTrail;
test("HR opens an employee and sees their activity, newest first", async ({ page, browser }) => {
  await signInAsFixture(page, MANAGER); // the newest event of their trail

  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await signInAsFixtureHr(hr, HR);
  await hr.getByRole("link", { name: "Career Path Management" }).click();
  await hr.getByLabel("Search employees").fill(MANAGER.hrisId);
  await expect(hr.getByText(/^Showing 1 of 1 employees$/)).toBeVisible();
  const link = hr.getByRole("row").filter({ hasText: MANAGER.hrisId }).getByRole("link");
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(hr).toHaveURL(new RegExp(`/hr/employee/${MANAGER.hrisId}$`));

  const activity = hr.getByRole("region", { name: "Activity" });
  await expect(activity.getByRole("heading", { name: "Activity" })).toBeVisible();
  for (const column of ["When", "Who", "What"])
    await expect(activity.getByRole("columnheader", { name: column })).toBeVisible();
  const newest = activity.getByRole("row").nth(1);
  await expect(newest).toContainText("signed in");
  await expect(newest).toContainText(name);
  await expect(newest).toContainText("Manager");
  await expectAccessible(hr, "an employee's activity (HR)");

  // The manager signs out; HR refreshes and sees it on top.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await activity.getByRole("button", { name: "Refresh" }).click();
  await expect(activity.getByRole("row").nth(1)).toContainText("signed out");
  await expect(activity.getByRole("row").nth(2)).toContainText("signed in");

  await hrContext.close();
});
