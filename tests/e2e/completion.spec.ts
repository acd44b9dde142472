import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import { COMPLETION as F } from "./fixtures/completion";
import { signInAsFixture, signInAsFixtureHr } from "./helpers";
import { expectAccessible } from "./axe";

// Issue 33 §7: HR follows a running cycle's completion by department and by manager, opens the
// names, exports the numbers; the manager sees the same for their team on their home; when the
// manager submits one review, both dashboards' counts move. The people and the cycle are this
// spec's own (fixtures/completion.ts), on a server of its own.

const totals = (page: Page) => page.getByRole("list", { name: "Totals" });
// The self phase is counted too (issue 34): nobody here has written a self-review.
const SELF_TOTAL = "Self review: 0 of 2 done, 0 overdue";

async function openCycle(hr: Page) {
  await hr.getByRole("link", { name: "Review Cycles", exact: true }).click();
  await expect(hr.getByRole("heading", { name: "Review Cycles", exact: true })).toBeVisible();
  await expect(
    hr.getByRole("status").filter({ hasText: /^Reminder planner (last ran|has not run)/ }),
  ).toBeVisible();
  await hr.getByRole("link", { name: F.cycle }).click();
  await expect(hr.getByRole("heading", { level: 2, name: F.cycle })).toBeVisible();
}

test("HR and the manager follow a cycle's completion; a submitted review moves the counts", async ({
  page: hr,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsFixtureHr(hr, F.hr);
  await openCycle(hr);

  // By department: the spec's department, nobody done yet.
  await expect(hr.getByRole("heading", { level: 3, name: "Completion" })).toBeVisible();
  await expect(totals(hr).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 0 of 2 done, 0 overdue",
  ]);
  // The acknowledgement of the shared reviews (issue 34 §8): nothing shared yet.
  await expect(hr.getByRole("list", { name: "Shared reviews" })).toHaveText(
    "Shared reviews: Acknowledged 0 · Not yet 0 · Not shared 2",
  );
  const byDepartment = hr.getByRole("table", { name: "Completion by department" });
  await expect(byDepartment.getByRole("row").filter({ hasText: F.department })).toContainText(
    "0 of 2 done, 0 overdue",
  );
  await expectAccessible(hr, "the completion dashboard by department");

  // By manager, then the manager's whole team by name.
  await hr.getByLabel("Group by").selectOption("manager");
  const byManager = hr.getByRole("table", { name: "Completion by manager" });
  await expect(byManager.getByRole("row").filter({ hasText: F.manager.name })).toContainText(
    "0 of 2 done, 0 overdue",
  );
  await byManager.getByRole("button", { name: `Whole team of ${F.manager.name}` }).click();
  const names = hr.getByRole("table", { name: `Whole team of ${F.manager.name}` });
  await expect(hr.getByRole("heading", { name: `Whole team of ${F.manager.name}` })).toBeFocused();
  for (const person of [F.ready, F.idle])
    await expect(names.getByRole("row").filter({ hasText: person.name })).toContainText("Open");
  await expectAccessible(hr, "the completion dashboard's names");
  await hr.getByRole("button", { name: "Back to all groups" }).click();

  // The workbook holds the same numbers.
  const downloading = hr.waitForEvent("download");
  await hr.getByRole("button", { name: "Export to Excel" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^completion-E2E_Completion_Cycle-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows[0]!;
  const columns = (...names: string[]) => names.map((n) => header.indexOf(n));
  const managerRow = rows.find((r) => r[0] === F.manager.name)!;
  const cells = (...names: string[]) => columns(...names).map((i) => managerRow[i]);
  expect(cells("Manager review all done", "Manager review all total", "Manager review all overdue")).toEqual([
    0, 2, 0,
  ]);
  expect(cells("Acknowledged (all)", "Not yet (all)", "Not shared (all)")).toEqual([0, 0, 2]);

  // The manager's home shows their own team; they submit Paula's last review.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signInAsFixture(manager, F.manager);
  await expect(manager.getByRole("heading", { level: 2, name: "Completion" })).toBeVisible();
  await expect(totals(manager).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 0 of 2 done, 0 overdue",
  ]);
  await expectAccessible(manager, "the manager home with the team's completion");
  await manager.goto(`/performance-review/${F.ready.hrisId}/${F.manager.hrisId}`);
  await expect(manager.getByRole("heading", { level: 1, name: F.ready.name })).toBeVisible();
  const csv = manager.waitForEvent("download");
  await manager.getByRole("button", { name: "Submit Review" }).click();
  await csv;
  await expect(manager.getByText("Performance Review Submitted", { exact: true })).toBeVisible();
  await manager.goto("/");
  await expect(totals(manager).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 1 of 2 done, 0 overdue",
  ]);
  await context.close();

  // HR's dashboard moves with it.
  await hr.reload();
  await expect(totals(hr).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 1 of 2 done, 0 overdue",
  ]);
  await hr.getByLabel("Group by").selectOption("manager");
  await hr
    .getByRole("table", { name: "Completion by manager" })
    .getByRole("button", { name: `Direct reports of ${F.manager.name}` })
    .click();
  const direct = hr.getByRole("table", { name: `Direct reports of ${F.manager.name}` });
  await expect(direct.getByRole("row").filter({ hasText: F.ready.name })).toContainText("Done");
  await expect(direct.getByRole("row").filter({ hasText: F.idle.name })).toContainText("Open");

  // Into the manager's team: the same numbers, read for that subtree.
  await hr.getByRole("button", { name: "Back to all groups" }).click();
  await hr.getByRole("button", { name: `Open the team of ${F.manager.name}` }).click();
  await expect(hr.getByText(`in ${F.manager.name}'s team`)).toBeVisible();
  await expect(totals(hr).getByRole("listitem")).toHaveText([
    SELF_TOTAL,
    "Manager review: 1 of 2 done, 0 overdue",
  ]);
  await hr.getByRole("button", { name: "Back to all teams" }).click();
  await expect(hr.getByRole("button", { name: `Open the team of ${F.manager.name}` })).toBeVisible();
});
