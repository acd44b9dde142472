import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, scrollsSideways } from "./axe";
import { REVIEW_SHARE as F } from "./fixtures/review-share";
import { loadTeam, rowOf, signInAsFixture, signInAsFixtureHr } from "./helpers";

// Sharing the final review and acknowledging it (issue 34 §6–8), as the three people do it: the
// manager shares from the employee's profile; the employee reads the shared version from their home,
// with the per-item gap between their self-review and the manager's scores, and acknowledges it with a comment ("I have read it", not "I agree"); the manager and HR see the
// comment. This spec's own people (fixtures/review-share.ts). The raw SQL refusal of the append-only
// table is proved below the browser: tests/integration/review-share, tests/postgres.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const COMMENT = "Thanks, I have read it: let us talk about the on-call load.";

async function asPerson(browser: Browser, signIn: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return page;
}

test("the manager shares, the employee reads and acknowledges, the manager and HR see the comment", async ({
  browser,
}) => {
  // The manager shares the complete review from the employee's profile.
  const manager = await asPerson(browser, (p) => signInAsFixture(p, F.manager));
  const { rows } = await loadTeam(manager, F.manager.hrisId);
  const employeeId = rowOf(rows, F.employee).id;
  await manager.goto(`/employee/${employeeId}`);
  const card = manager
    .getByRole("heading", { name: "Shared review" })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(
    card.getByText("The review has not been shared with the employee in this cycle."),
  ).toBeVisible();
  await card.getByRole("button", { name: "Share review" }).click();
  const dialog = manager.getByRole("alertdialog", { name: "Share the final review" });
  await expect(dialog).toBeVisible();
  await expectAccessible(manager, "the share dialog");
  await dialog.getByRole("button", { name: "Share", exact: true }).click();
  await expect(manager.getByText(`Shared version 1 with ${F.employee.name}.`, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Version 1 shared .* by /)).toBeVisible();
  await expect(card.getByText("Not acknowledged yet.")).toBeVisible();

  // The employee finds "My review" on their home and reads exactly the shared version.
  const employee = await asPerson(browser, (p) => signInAsFixture(p, F.employee));
  await employee.getByRole("link", { name: "Open my review" }).click();
  await expect(employee).toHaveURL(/\/my-review$/);
  await expect(employee.getByRole("heading", { level: 1, name: /version 1$/ })).toBeVisible();
  await expect(employee.getByText("8.2 / 10")).toBeVisible();
  await expect(employee.getByText(`${F.feedback} (values)`)).toBeVisible();
  await expect(employee.getByText("Acknowledging means “I have read it”, not “I agree”.")).toBeVisible();

  // The gap view of the shared version: self, manager, the difference; 2 or more highlighted; sortable.
  await expect(
    employee.getByRole("heading", { name: "Your self-review and your manager's scores" }),
  ).toBeVisible();
  await expect(employee.getByText(F.gapSummary, { exact: true })).toBeVisible();
  const gapTable = employee.getByRole("table", { name: "Self-review and manager scores per subcomponent" });
  const gapRows = gapTable.getByRole("row").filter({ has: employee.getByRole("cell") });
  await expect(gapRows).toHaveCount(17);
  await expect(gapRows.first().getByRole("cell")).toHaveText([/.+/, /.+/, "4", "2", "+2Gap of 2 or more"]);
  await expect(gapTable.getByText("Gap of 2 or more")).toHaveCount(1);
  await employee.getByLabel("Sort by").selectOption({ label: "Manager rated higher first" });
  await expect(gapRows.first().getByRole("cell").nth(4)).toHaveText("-1");
  await employee.getByLabel("Sort by").selectOption({ label: "Largest gap first" });
  await expect(gapRows.first().getByRole("cell").nth(4)).toHaveText("+2Gap of 2 or more");
  await expectAccessible(employee, "my review");

  // Acknowledged with a comment: the form gives way to what was recorded.
  await employee.getByLabel("Comment (optional)").fill(COMMENT);
  await employee.getByRole("button", { name: "Acknowledge" }).click();
  await expect(
    employee.getByText("Thank you: your acknowledgement is recorded.", { exact: true }),
  ).toBeVisible();
  await expect(employee.getByText(/^Version 1: acknowledged /)).toBeVisible();
  await expect(employee.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  await expect(employee.getByRole("button", { name: "Acknowledge" })).toHaveCount(0);

  // At a phone's width the page reflows and stays accessible.
  await employee.setViewportSize({ width: 360, height: 740 });
  await employee.reload();
  await expect(employee.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  await gapTable.scrollIntoViewIfNeeded();
  await expect(employee.getByText(F.gapSummary, { exact: true })).toBeVisible();
  expect(await scrollsSideways(employee), "my review at 360 px scrolls sideways").toBe(false);
  await expectAccessible(employee, "my review at 360 px");

  // The manager sees the comment on the profile.
  await manager.reload();
  await expect(card.getByText(`Comment: ${COMMENT}`)).toBeVisible();

  // HR sees it on the employee's page.
  const hr = await asPerson(browser, (p) => signInAsFixtureHr(p, F.hr));
  await hr.goto(`/hr/employee/${F.employee.hrisId}`);
  await expect(hr.getByRole("heading", { name: "Shared review" })).toBeVisible();
  await expect(hr.getByText(`Comment: ${COMMENT}`)).toBeVisible();
  await expectAccessible(hr, "HR's employee page with the shared review");
});
