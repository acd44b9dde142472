import { execFileSync } from "node:child_process";
import fs from "node:fs";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect, test, type BrowserContext } from "@playwright/test";
import { HR_USER, signInAsHr, TOP_MANAGER } from "./helpers";
import { SPREADSHEETS } from "./fixtures/spreadsheets";

// Runs on the isolated server (playwright.config.ts): generating passwords replaces the demo
// managers' "demo-password", which the other specs sign in with.
test.describe.configure({ mode: "serial" });

const PASSWORD = /^[A-HJ-NP-Za-km-np-z2-9]{16}$/;

test("HR generates, shows, downloads and regenerates passwords; a manager then must change theirs", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsHr(page);
  await expect(page.getByRole("heading", { name: "Password Management" })).toBeVisible();
  await expect(page.getByText("Not Generated")).toBeVisible();

  // Generate, confirm, and watch the progress bar finish.
  await page.getByRole("button", { name: "Generate Employee Passwords" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(
    confirm.getByText(
      "Are you sure you want to generate passwords for all employees? This can only be done once.",
    ),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Generate" }).click();
  const progress = page.getByRole("progressbar", { name: "Password generation progress" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/passwords\/s/)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("Employee passwords have been generated successfully", { exact: true }),
  ).toBeVisible({ timeout: 180_000 });
  await expect(progress).toBeHidden();
  await expect(page.getByText("Generated", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Employee Passwords" })).toHaveCount(0);

  // The table: search, then show passwords.
  const table = page.getByRole("table", { name: "Employee credentials" });
  await expect(page.getByText(/^Showing \d+ of \d+ employees$/)).toBeVisible();
  const total = Number(
    (await page.getByText(/^Showing \d+ of \d+ employees$/).textContent())!.match(/of (\d+)/)![1],
  );
  await page.getByRole("searchbox", { name: "Search employees" }).fill(TOP_MANAGER);
  await expect(page.getByText(`Showing 1 of ${total} employees`)).toBeVisible();
  const topRow = table.getByRole("row").filter({ hasText: TOP_MANAGER });
  await expect(topRow.getByLabel("Hidden password")).toBeVisible();
  await page.getByRole("button", { name: "Show Passwords" }).click();
  const shown = (await topRow.locator("code").textContent())!;
  expect(shown).toMatch(PASSWORD);
  await expect(page.getByRole("button", { name: "Hide Passwords" })).toBeVisible();
  // Hidden, then shown again: asked of the server again (its sign-in check and audit each time),
  // never shown from the tab's memory.
  const reveals: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/hr\/passwords\?.*reveal=1/.test(r.url())) reveals.push(r.url());
  });
  await page.getByRole("button", { name: "Hide Passwords" }).click();
  await expect(topRow.getByLabel("Hidden password")).toBeVisible();
  await page.getByRole("button", { name: "Show Passwords" }).click();
  await expect(topRow.locator("code")).toHaveText(shown);
  expect(reveals).toHaveLength(1);

  // Download the CSV.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^employee-passwords-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const csv = Papa.parse<string[]>(csvText, { skipEmptyLines: true }).data;
  expect(csv[0]).toEqual(["HRIS ID", "Name", "Position", "Email", "Password", "Status"]);
  expect(csv).toHaveLength(total + 1);
  const topInCsv = csv.find((r) => r[0] === TOP_MANAGER)!;
  expect(topInCsv[4]).toBe(shown);
  expect(topInCsv[5]).toBe("Original");
  // Every text is quoted, so a spreadsheet keeps the HRIS id 00123 as text.
  expect(csvText).toContain(`"${SPREADSHEETS.zeros.hrisId}","${SPREADSHEETS.zeros.name}",`);

  // The same list as an .xlsx: its HRIS id cells are text, 00123 exactly.
  const xlsxPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel" }).click();
  const xlsx = await xlsxPromise;
  expect(xlsx.suggestedFilename()).toMatch(/^employee-passwords-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Passwords")!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...csv[0]!]);
  expect(sheet.rowCount).toBe(total + 1);
  const zerosCell = sheet.getColumn(1).values.indexOf(SPREADSHEETS.zeros.hrisId);
  expect(zerosCell).toBeGreaterThan(1);
  expect(sheet.getRow(zerosCell).getCell(1).type).toBe(ExcelJS.ValueType.String);
  expect(sheet.getRow(zerosCell).getCell(2).value).toBe(SPREADSHEETS.zeros.name);
  const topInXlsx = sheet.getRow(sheet.getColumn(1).values.indexOf(TOP_MANAGER));
  expect(topInXlsx.getCell(5).value).toBe(shown);

  // Regenerate another row: the toast carries the new password and the row says Updated.
  const otherInCsv = csv.find((r, i) => i > 0 && r[0]!.startsWith("E") && r[0] !== TOP_MANAGER)!;
  const other = otherInCsv[0]!;
  await page.getByRole("searchbox", { name: "Search employees" }).fill(other);
  const otherRow = table.getByRole("row").filter({ hasText: other });
  await otherRow.getByRole("button", { name: "Regenerate" }).click();
  // It asks first, naming the employee; Cancel changes nothing.
  const otherName = otherInCsv[1]!;
  const ask = page.getByRole("alertdialog", { name: `Regenerate password for ${otherName}?` });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(otherRow.getByText("Updated")).toHaveCount(0);
  await otherRow.getByRole("button", { name: "Regenerate" }).click();
  await ask.getByRole("button", { name: "Regenerate Password" }).click();
  await expect(page.getByText("Password regenerated", { exact: true })).toBeVisible();
  const toastText = (await page.getByText(/^New password for .+: /).textContent())!;
  const newPassword = toastText.split(": ").pop()!;
  expect(newPassword).toMatch(PASSWORD);
  await expect(otherRow.getByText("Updated")).toBeVisible();
  // The row's email action reads Email (spec 1 §2) and waits for a configured email service.
  await expect(otherRow.getByRole("button", { name: /^Email login details to / })).toBeDisabled();
  await expect(otherRow.locator("code")).toHaveText(newPassword);

  // A manager signs in with the password from the CSV and is asked to choose a new one.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto("/login");
  await manager.getByLabel("Email or HRIS ID").fill(TOP_MANAGER);
  await manager.getByLabel("Manager Password").fill(topInCsv[4]!);
  await manager.getByRole("button", { name: "Sign In" }).click();
  await expect(manager).toHaveURL(/\/change-password$/);
  await expect(manager.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // the change cannot be skipped by typing another address
  await manager.goto("/employees");
  await expect(manager).toHaveURL(/\/change-password$/);
  await manager.goto("/");
  await expect(manager).toHaveURL(/\/change-password$/);
  await manager.getByLabel("New password", { exact: true }).fill("short");
  await manager.getByLabel("Confirm new password").fill("short");
  await manager.getByRole("button", { name: "Change Password" }).click();
  await expect(manager.getByText("Use at least 12 characters.")).toBeVisible();
  await manager.getByLabel("New password", { exact: true }).fill("violet-harbour-lamp-42");
  await manager.getByLabel("Confirm new password").fill("violet-harbour-lamp-42");
  await manager.getByRole("button", { name: "Change Password" }).click();
  await expect(manager.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(manager).toHaveURL(/\/$/);
  await managerContext.close();

  // HR now sees the row as changed by the employee, with no password.
  await page.reload();
  await page.getByRole("searchbox", { name: "Search employees" }).fill(TOP_MANAGER);
  await expect(
    table.getByRole("row").filter({ hasText: TOP_MANAGER }).getByText("Changed by employee"),
  ).toBeVisible();
});

test("someone nobody reports to signs in and is told what they can do here", async ({ page, browser }) => {
  // E00300 is the last person the demo generator places (breadth first): nobody reports to them.
  const leaf = "E00300";
  await signInAsHr(page);
  const csvAnswer = await page.request.get("/api/hr/passwords-csv");
  expect(csvAnswer.status()).toBe(200);
  const csv = Papa.parse<string[]>((await csvAnswer.text()).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  }).data;
  const password = csv.find((r) => r[0] === leaf)![4]!;

  const context = await browser.newContext();
  const employee = await context.newPage();
  await employee.goto("/login");
  await employee.getByLabel("Email or HRIS ID").fill(leaf);
  await employee.getByLabel("Manager Password").fill(password);
  await employee.getByRole("button", { name: "Sign In" }).click();
  await expect(employee).toHaveURL(/\/change-password$/);
  await employee.getByLabel("New password", { exact: true }).fill("quiet-meadow-ladder-19");
  await employee.getByLabel("Confirm new password").fill("quiet-meadow-ladder-19");
  await employee.getByRole("button", { name: "Change Password" }).click();
  await expect(employee).toHaveURL(/\/$/);
  await expect(employee.getByRole("heading", { name: "Nobody reports to you" })).toBeVisible();
  await expect(employee.getByText(/^Pending Direct/)).toHaveCount(0);
  await employee.getByRole("link", { name: "Start your self-assessment" }).click();
  await expect(employee).toHaveURL(new RegExp(`/manager-self-questionnaire/${leaf}$`));
  await context.close();
});

/** Ages this browser's sign-in by 20 minutes (same secret as the server: the embedded demo's, or the env's). */
async function ageSignIn(context: BrowserContext) {
  const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith("yardstick.session"));
  const aged = execFileSync(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "tests/e2e/fixtures/age-sign-in.ts", cookie!.value, String(20 * 60)],
    { encoding: "utf8" },
  );
  await context.addCookies([{ ...cookie!, value: aged }]);
}

test("after 15 minutes HR confirms their password before passwords are shown again", async ({
  page,
  context,
}) => {
  await signInAsHr(page);
  await ageSignIn(context);
  await page.reload();

  await expect(page.getByText("Confirm your password to see employee credentials")).toBeVisible();
  await page.getByRole("button", { name: "Confirm Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm your password" });
  await dialog.getByLabel("Your password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByText("Incorrect password.")).toBeVisible();
  await dialog.getByLabel("Your password").fill(HR_USER.password);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Showing \d+ of \d+ employees$/)).toBeVisible();
});

test("with the page open past 15 minutes, Show Passwords flips only once HR confirms their password", async ({
  page,
  context,
}) => {
  await signInAsHr(page);
  const table = page.getByRole("table", { name: "Employee credentials" });
  await expect(page.getByText(/^Showing \d+ of \d+ employees$/)).toBeVisible();
  await ageSignIn(context); // no reload: the list on screen was loaded in time

  // It asks first, in the password dialog, and reads Show Passwords until the password is confirmed.
  const show = page.getByRole("button", { name: "Show Passwords" });
  const hide = page.getByRole("button", { name: "Hide Passwords" });
  await show.click();
  const dialog = page.getByRole("dialog", { name: "Confirm your password" });
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  // (The modal dialog hides the page behind it from assistive technology: look past that.)
  const behind = (name: string) => page.getByRole("button", { name, includeHidden: true });
  await expect(behind("Hide Passwords")).toHaveCount(0);
  await expect(behind("Show Passwords")).toHaveAttribute("aria-pressed", "false");
  // Cancel: nothing shown, nothing flipped, the focus back on the button.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(show).toBeFocused();
  await expect(show).toHaveAttribute("aria-pressed", "false");
  await expect(hide).toHaveCount(0);
  await expect(page.getByText("Confirm your password to see employee credentials")).toHaveCount(0);
  await expect(table.locator("code")).toHaveCount(0);
  await expect(table.getByLabel("Hidden password").first()).toBeVisible();

  // Confirmed: now it shows them, and the same button reads Hide Passwords.
  await show.click();
  await dialog.getByLabel("Your password").fill(HR_USER.password);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(hide).toBeFocused();
  await expect(hide).toHaveAttribute("aria-pressed", "true");
  await expect(table.locator("code").first()).toHaveText(PASSWORD);
});
