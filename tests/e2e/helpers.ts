import { expect, type Page } from "@playwright/test";

// Demo identities (see README): E00001 is the top of the org; every demo manager signs in with
// DEMO_PASSWORD; the HR administrator is hradmin / hradmin-demo.
export const DEMO_PASSWORD = "demo-password";
export const TOP_MANAGER = "E00001";
export const HR_USER = { username: "hradmin", password: "hradmin-demo" };

export async function signInAsManager(page: Page, identifier = TOP_MANAGER, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email or HRIS ID").fill(identifier);
  await page.getByLabel("Manager Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function signInAsHr(page: Page, username = HR_USER.username, password = HR_USER.password) {
  await page.goto("/hr-login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "HR Admin Dashboard" })).toBeVisible();
}
