import { expect, test } from "@playwright/test";
import { REVIEW_GAP as F } from "./fixtures/review-gap";
import { expectAccessible, scrollsSideways } from "./axe";
import { loadTeam, rowOf, signInAsFixture, signInAsHr } from "./helpers";

// The manager's gap view while writing (issue 34 §6): the subject's submitted self-review beside the
// manager's saved draft, per subcomponent, a gap of 2 or more highlighted, sortable by gap; axe at
// desktop width and at 360 px. Then HR's Review Gaps screen.

test("a manager sees the per-item gap with the submitted self-review, sorts it, at 360 px too", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsFixture(page, F.manager);
  const { rows } = await loadTeam(page, F.manager.hrisId);
  const subject = rowOf(rows, F.subject);
  await page.goto(`/manager-values-review/${subject.id}/${F.manager.hrisId}`);
  await expect(page.getByRole("heading", { level: 1, name: F.subject.name })).toBeVisible();

  const section = page.getByRole("heading", { name: "Self-review and your scores" });
  await expect(section).toBeVisible();
  // Six values: +2 on the first subcomponent, −1 on the second, 0 on the third.
  await expect(
    page.getByText(`${F.subject.name} rated themself higher than you on 6 items, lower on 6`),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Self-review and manager scores per subcomponent" });
  const body = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(body).toHaveCount(18);
  await expect(body.first().getByRole("cell")).toHaveText([
    "Drive to Excellence",
    /.+/,
    "5",
    "3",
    "+2Gap of 2 or more",
  ]);
  await expect(table.getByText("Gap of 2 or more")).toHaveCount(6);
  await expectAccessible(page, "the manager's gap view");

  await page.getByLabel("Sort by").selectOption({ label: "Manager rated higher first" });
  await expect(body.first().getByRole("cell").nth(4)).toHaveText("-1");
  await page.getByLabel("Sort by").selectOption({ label: "Largest gap first" });
  await expect(body.nth(5).getByRole("cell").nth(4)).toHaveText("+2Gap of 2 or more");
  await expect(body.nth(6).getByRole("cell").nth(4)).toHaveText("-1");

  await page.setViewportSize({ width: 360, height: 740 });
  await table.scrollIntoViewIfNeeded();
  await expect(table).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, "the manager's gap view at 360 px");
});

test("HR reads the mean gap by department and by manager", async ({ page }) => {
  await signInAsHr(page);
  await page.getByRole("link", { name: "Review Gaps", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Review Gaps", exact: true })).toBeVisible();
  await expect(page.getByText("Loading review gaps...")).toHaveCount(0);
  await page.getByLabel("Group by").selectOption("manager");
  await expect(
    page
      .getByRole("table", { name: "Review gaps by manager" })
      .or(page.getByText("No employee has both a submitted self-review and a submitted values review yet.")),
  ).toBeVisible();
  await expectAccessible(page, "HR's review gaps");
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, "HR's review gaps at 360 px");
});
