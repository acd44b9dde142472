import { expect, test, type Page } from "@playwright/test";
import { CAREER_PATHS as F } from "./fixtures/career-paths";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";
import { scrollsSideways } from "./axe";

// Career paths end to end: a manager builds a 3-step custom path, edits it and deletes it; then
// creates one more; HR finds the employee, opens the per-employee view and verifies that path;
// the manager's dialog then shows 'HR Verified'. The manager, their indirect report (a Software
// Engineer without custom paths) and the HR user are this spec's own (fixtures/career-paths.ts).

test.describe.configure({ timeout: 150_000 });

const ARROW = " → ";

async function openDialog(page: Page, name: string) {
  await page.getByRole("button", { name: `Career Paths for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Career Progression" });
  await expect(dialog.getByText("Current Position")).toBeVisible();
  return dialog;
}

async function pick(scope: ReturnType<Page["getByRole"]>, label: string, search: string, title: string) {
  await scope.getByRole("searchbox", { name: label, exact: true }).fill(search);
  await scope.getByRole("button", { name: title, exact: true }).click();
}

test("a manager builds, edits and deletes a custom path; HR verifies one; the manager sees 'HR Verified'", async ({
  page,
  browser,
}) => {
  await signInAsFixture(page, F.manager);
  // The dialog opens from the home cards and the indirect reports too.
  await page
    .getByRole("button", { name: /^Career Paths for / })
    .first()
    .click();
  await expect(
    page.getByRole("dialog", { name: "Career Progression" }).getByText("Current Position"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  const employee = rowOf((await loadTeam(page, F.manager.hrisId)).rows, F.subject);
  expect(employee.reportingLevel).toBe(2);
  await page.goto("/indirect-reports");
  await page
    .getByRole("button", { name: /^Career Paths for / })
    .first()
    .click();
  await expect(
    page.getByRole("dialog", { name: "Career Progression" }).getByText("Current Position"),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // From the profile: sections with counts, the form summary.
  await page.goto(`/employee/${employee.id}`);
  let dialog = await openDialog(page, employee.name);
  for (const section of ["Management Paths", "IC Paths", "Alternative Paths", "Custom Paths"]) {
    await expect(dialog.getByRole("heading", { name: new RegExp(`^${section}`) })).toBeVisible();
  }
  await expect(dialog.getByText("Career Path Form")).toBeVisible();
  await expect(dialog.getByText(employee.hrisId, { exact: true })).toBeVisible();

  // The quick creator searches 20 titles at a time.
  await dialog.getByRole("button", { name: "Add Custom Path" }).click();
  await expect(dialog.getByText("Showing first 20 results. Keep typing to narrow down...")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Custom Path" }).click();

  // Create a 3-step path in the builder (15 results, at least 2 positions).
  await dialog.getByRole("button", { name: "Create Custom Path" }).click();
  const builder = page.getByRole("dialog", { name: "Create Custom Career Path" });
  // One title list at a time, and the two-position message only once Create Path is pressed.
  await expect(builder.getByRole("list", { name: /^Position \d results$/ })).toHaveCount(1);
  const minimum = builder.getByText("Please add at least 2 positions to create a path");
  await expect(minimum).toBeHidden();
  await expect(builder.getByRole("button", { name: "Create Path" })).toBeDisabled();
  await builder.getByRole("button", { name: "Create Path" }).click({ force: true });
  await expect(minimum).toBeVisible();
  await pick(builder, "Position 1", "software engineer", "Software Engineer");
  await pick(builder, "Position 2", "senior software", "Senior Software Engineer");
  await builder.getByRole("button", { name: "Add Position" }).click();
  // A title already in the path is not offered again.
  await builder.getByRole("searchbox", { name: "Position 3", exact: true }).fill("Senior Software Engineer");
  await expect(builder.getByText("No titles match your search.")).toBeVisible();
  await pick(builder, "Position 3", "staff software", "Staff Software Engineer");
  await builder.getByRole("button", { name: "Create Path" }).click();
  await expect(page.getByText("Custom career path created successfully", { exact: true })).toBeVisible();
  await expect(builder).toBeHidden();

  const first = ["Software Engineer", "Senior Software Engineer", "Staff Software Engineer"].join(ARROW);
  await expect(dialog.getByRole("button", { name: `Edit ${first}` })).toBeVisible();
  await expect(dialog.getByText(first).first()).toBeVisible(); // the form summary's custom path string

  // Edit: confirm, swap the last position, save.
  await dialog.getByRole("button", { name: `Edit ${first}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Custom Career Path" });
  await editor.getByRole("button", { name: "Remove Staff Software Engineer" }).click();
  await pick(editor, "Position 3", "principal software", "Principal Software Engineer");
  await editor.getByRole("button", { name: "Save Path" }).click();
  await expect(page.getByText("Custom career path updated successfully", { exact: true })).toBeVisible();
  const edited = ["Software Engineer", "Senior Software Engineer", "Principal Software Engineer"].join(ARROW);
  await expect(dialog.getByRole("button", { name: `Edit ${edited}` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Edit ${first}` })).toHaveCount(0);

  // Delete: confirm.
  await dialog.getByRole("button", { name: `Delete ${edited}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Custom career path deleted successfully", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Delete ${edited}` })).toHaveCount(0);

  // One more path, for HR to verify.
  await dialog.getByRole("button", { name: "Create Custom Path" }).click();
  const again = page.getByRole("dialog", { name: "Create Custom Career Path" });
  await pick(again, "Position 1", "tax advisor", "Tax Advisor");
  await pick(again, "Position 2", "senior tax", "Senior Tax Advisor");
  // A note with no space to break at (a link, say) wraps inside its card on every page.
  const note = `https://wiki.example.com/career/${"TaxAdvisor".repeat(60)}`;
  await again.getByLabel("Notes").fill(note);
  await again.getByRole("button", { name: "Create Path" }).click();
  await expect(page.getByText("Custom career path created successfully", { exact: true })).toBeVisible();
  const verifiedPath = ["Tax Advisor", "Senior Tax Advisor"].join(ARROW);
  const item = dialog
    .getByTestId("custom-path")
    .filter({ has: page.getByRole("button", { name: `Edit ${verifiedPath}` }) });
  await expect(item.getByText("HR Verified")).toHaveCount(0);
  await expect(item.getByText(note)).toBeVisible();
  expect(await scrollsSideways(page), "the manager's dialog scrolls sideways").toBe(false);

  // HR: find the employee, open their career paths, verify the path.
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await signInAsFixtureHr(hr, F.hr);
  await hr.getByRole("link", { name: "Career Path Management" }).click();
  await expect(hr.getByRole("heading", { name: "Career Path Management" })).toBeVisible();
  // Paging from the keyboard keeps the focus on Next (it was dropped to <body> while loading).
  await hr.getByRole("button", { name: "Next" }).focus();
  await hr.keyboard.press("Enter");
  await expect(hr.getByText(/^Showing 101–200 of \d+ employees$/)).toBeVisible();
  await expect(hr.getByRole("button", { name: "Next" })).toBeFocused();
  await hr.getByLabel("Search employees").fill("zzz-no-such-person");
  await expect(hr.getByText("No employees found matching your search.")).toBeVisible();
  await hr.getByLabel("Search employees").fill(employee.hrisId);
  await expect(hr.getByText(/^Showing 1 of 1 employees$/)).toBeVisible();
  await hr.getByRole("link", { name: employee.name }).click();
  await expect(hr).toHaveURL(new RegExp(`/hr/employee/${employee.hrisId}$`));
  await expect(hr.getByRole("heading", { name: employee.name })).toBeVisible();
  await expect(hr.getByText(note).first()).toBeVisible();
  expect(await scrollsSideways(hr), "HR's employee page scrolls sideways").toBe(false);
  await hr.getByRole("button", { name: `Verify ${verifiedPath}` }).click();
  await expect(hr.getByRole("button", { name: `Remove Verification ${verifiedPath}` })).toBeVisible();
  await expect(hr.getByText(`Verified by ${F.hr.username}`)).toBeVisible();
  // Back returns to the list as HR left it: the same search, in the address too.
  await hr.getByRole("link", { name: "Back to Career Path Management" }).click();
  await expect(hr).toHaveURL(new RegExp(`/hr/career-paths\\?q=${employee.hrisId}$`));
  await expect(hr.getByLabel("Search employees")).toHaveValue(employee.hrisId);
  await expect(hr.getByText(/^Showing 1 of 1 employees$/)).toBeVisible();
  await hrContext.close();

  // The manager's dialog now shows 'HR Verified' on that path.
  await page.reload();
  dialog = await openDialog(page, employee.name);
  const verifiedItem = dialog
    .getByTestId("custom-path")
    .filter({ has: page.getByRole("button", { name: `Edit ${verifiedPath}` }) });
  await expect(verifiedItem.getByText("HR Verified")).toBeVisible();
});
