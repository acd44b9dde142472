import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import type { CompletedEvaluationsAnswer } from "@/lib/shared/schemas/data-export";
import { signInAsHr } from "./helpers";
import { SPREADSHEETS } from "./fixtures/spreadsheets";
import { dateStampIn } from "@/lib/shared/time-zone";

// HR Data Export (spec 1 §2, §7, §8) on the demo org. Runs on the isolated server
// (playwright.config.ts), where no other spec changes the assessments it counts.

const metric = (page: Page, label: string) => page.getByRole("group", { name: label }).locator("p").nth(1);
const rows = (page: Page) => page.getByRole("table", { name: "Evaluations" }).locator("tbody tr");

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function openDataExport(page: Page) {
  await signInAsHr(page);
  await page.getByRole("link", { name: "Data Export" }).click();
  await expect(page).toHaveURL(/\/hr\/data-export$/);
  await expect(page.getByRole("heading", { name: "Data Export" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test("HR filters and pages the completed evaluations; the filters live in the URL", async ({ page }) => {
  await openDataExport(page);
  for (const label of ["Total Evaluations", "Complete", "Partial", "Pending"]) {
    await expect(metric(page, label)).toHaveText(/^\d[\d,]*$/);
  }
  const count = async (label: string) => Number((await metric(page, label).innerText()).replace(/,/g, ""));
  const total = await count("Total Evaluations");
  const complete = await count("Complete");
  expect(complete + (await count("Partial")) + (await count("Pending"))).toBe(total);
  expect(total).toBeGreaterThan(20);
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeVisible();
  for (const column of [
    "Employee",
    "Title",
    "Department",
    "Manager",
    "Status",
    "Behavioral Score",
    "Values Score",
    "Performance Score",
    "Total Score",
    "Last Updated",
  ]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(rows(page)).toHaveCount(20);

  // Status: only Complete rows, pages counted from the Complete card, the cards unchanged.
  await pick(page, "Status", "Complete");
  await expect(page).toHaveURL(/status=Complete/);
  await expect(page.getByText(`Page 1 of ${Math.max(1, Math.ceil(complete / 20))}`)).toBeVisible();
  const statuses = await rows(page).locator("td:nth-child(5)").allInnerTexts();
  expect(new Set(statuses)).toEqual(new Set(["Complete"]));
  await expect(rows(page).first().locator("td").nth(8)).toHaveText(/^\d+\.\d\/10\.0$/);
  expect(await count("Total Evaluations")).toBe(total);

  // Next and Previous; the page is in the URL and survives a reload with the filter.
  const firstOnPage1 = await rows(page).first().locator("td").first().innerText();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows(page).first().locator("td").first()).not.toHaveText(firstOnPage1);
  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("Complete");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  // Department from the options, then a search that finds nobody.
  await pick(page, "Status", "All Statuses");
  const departments = page.getByLabel("Department", { exact: true });
  const department = (await departments.getByRole("option").nth(1).innerText()).trim();
  await departments.selectOption({ label: department });
  await expect(page).toHaveURL(
    new RegExp(`department=${encodeURIComponent(department).replace(/%20/g, "\\+")}`),
  );
  // The last page's rows stay on screen until the department's answer replaces them: wait for it.
  await expect
    .poll(async () => new Set(await rows(page).locator("td:nth-child(3)").allInnerTexts()))
    .toEqual(new Set([department]));
  await page.getByLabel("Search").fill("zz-nobody-zz");
  await expect(page.getByText("No evaluations found matching the current filters.")).toBeVisible();
  await expect(page).toHaveURL(/search=zz-nobody-zz/);
  await expect(metric(page, "Total Evaluations")).toHaveText("0");
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
});

test("the table fits its box at desktop and small laptop widths and scrolls sideways only on a phone", async ({
  page,
}) => {
  // It was 20 px wider than its box at 1280 and 1440 px (every cell kept to one line), so a desktop
  // user scrolled it sideways by that much; at 1024 px (a small laptop, a tablet across) by 150 px.
  const table = page.getByRole("table", { name: "Evaluations" });
  const box = table.locator("xpath=..");
  const overflow = () => box.evaluate((el) => el.scrollWidth - el.clientWidth);
  const scrolling = page.getByRole("region", { name: "Evaluations, scrolls sideways" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDataExport(page);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(overflow, { message: `sideways overflow at ${width} px` }).toBeLessThanOrEqual(0);
    await expect(scrolling).toHaveCount(0);
  }
  // On a phone it still scrolls sideways, from the keyboard too (a named, focusable region).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(overflow).toBeGreaterThan(0);
  await expect(scrolling).toBeVisible();
  await expect(scrolling).toHaveAttribute("tabindex", "0");
});

test("HR exports the filtered view; the file opens with the expected rows", async ({ page }) => {
  await openDataExport(page);
  await pick(page, "Status", "Partial");
  await expect(page).toHaveURL(/status=Partial/);
  await expect(rows(page).first()).toBeVisible();

  // Slow the answer a little so the progress indication can be seen.
  await page.route("**/api/hr/export-evaluations-xlsx", async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 800));
    await route.fulfill({ response });
  });
  const downloading = page.waitForEvent("download");
  // From the keyboard: the button keeps the focus while it is unavailable (not dropped to <body>).
  await page.getByRole("button", { name: "Export Evaluation Data" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Exporting evaluation data…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exporting..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Exporting..." })).toBeFocused();
  const download = await downloading;
  await expect(page.getByText("Export Successful", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Evaluation data has been exported to Excel successfully.", { exact: true }),
  ).toBeVisible();
  // The file's dates are the browser's: its time zone is sent with the export.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(download.suggestedFilename()).toBe(`evaluations-${dateStampIn(new Date(), zone)}.xlsx`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Evaluations")!;
  const fileRows: { name: string; status: string }[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) fileRows.push({ name: String(row.getCell(1).value), status: String(row.getCell(7).value) });
  });
  const api = (await (
    await page.request.get("/api/hr/completed-evaluations?status=Partial&pageSize=100")
  ).json()) as CompletedEvaluationsAnswer;
  expect(fileRows).toHaveLength(api.pagination.totalCount);
  expect(new Set(fileRows.map((r) => r.status))).toEqual(new Set(["Partial"]));
  expect(fileRows.slice(0, 20).map((r) => r.name)).toEqual(api.data.slice(0, 20).map((r) => r.employeeName));
  const summary = workbook.getWorksheet("Summary")!;
  expect(summary.getRow(3).values).toEqual([undefined, "Times in", zone]);
  expect(summary.getRow(8).values).toEqual([undefined, "Status", "Partial"]);
});

test("a failed export and a failed load say so in the spec's words", async ({ page }) => {
  await openDataExport(page);
  await page.route("**/api/hr/export-evaluations-xlsx", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Busy" }),
    }),
  );
  await page.getByRole("button", { name: "Export Evaluation Data" }).click();
  await expect(page.getByText("Export Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Busy", { exact: true })).toBeVisible();

  await page.route("**/api/hr/completed-evaluations?*", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(
    page.getByText("Failed to load evaluation data. Please try refreshing the page."),
  ).toBeVisible();
  await page.unroute("**/api/hr/completed-evaluations?*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(rows(page).first()).toBeVisible();
});

test("the exported workbook keeps an all-digit HRIS id as text, and its filter covers every row", async ({
  page,
}) => {
  await openDataExport(page);
  await page.getByLabel("Search").fill(SPREADSHEETS.zeros.name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(SPREADSHEETS.zeros.name);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Evaluation Data" }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Evaluations")!;
  const row = sheet.getRow(2);
  expect(row.getCell(1).value).toBe(SPREADSHEETS.zeros.name);
  expect({ type: row.getCell(2).type, value: row.getCell(2).value }).toEqual({
    type: ExcelJS.ValueType.String,
    value: SPREADSHEETS.zeros.hrisId,
  });
  // the workbook's 16 columns end with the acknowledgement comment (issue 34 §8)
  expect(sheet.autoFilter).toBe("A1:P2");
});
