import { expect, test, type Page } from "@playwright/test";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { KEYBOARD as F } from "./fixtures/keyboard";

// The keyboard-only path (docs/accessibility.md): sign in, reach an employee, open the scorecard
// and rate a competency with Tab, Enter, Space and the arrow keys. No mouse, no clicks. The
// manager and their one report are this spec's own (fixtures/keyboard.ts); nothing is saved.

async function tabUntil(page: Page, isTarget: () => boolean, what: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(isTarget)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

test("sign in and rate one competency with the keyboard only", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/login");
  await expect(page.getByLabel("Email or HRIS ID")).toBeFocused();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  await page.keyboard.type(F.manager.hrisId);
  await page.keyboard.press("Tab");
  await page.keyboard.type(FIXTURE_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("employee-card").first()).toBeVisible();

  await tabUntil(
    page,
    () => !!document.activeElement?.closest("[data-testid=employee-card]"),
    "an employee card",
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/employee\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: F.report.name })).toBeVisible();

  await tabUntil(
    page,
    () => (document.activeElement?.getAttribute("href") ?? "").startsWith("/scorecard/"),
    "the behavioral evaluation link",
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/scorecard\/\d+/);
  await expect(page.getByRole("button", { name: "Submit Evaluation" })).toBeVisible();

  await tabUntil(
    page,
    () => (document.activeElement as HTMLInputElement | null)?.type === "radio",
    "a score",
  );
  // Space checks the focused score; the arrow keys move the choice within the competency.
  const focused = page.locator("input[type=radio]:focus");
  await page.keyboard.press("Space");
  await expect(focused).toBeChecked();
  const first = Number(await focused.getAttribute("value"));
  const key = first < 5 ? "ArrowRight" : "ArrowLeft";
  await page.keyboard.press(key);
  await expect(focused).toHaveAttribute("value", String(first < 5 ? first + 1 : first - 1));
  await expect(focused).toBeChecked();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
});
