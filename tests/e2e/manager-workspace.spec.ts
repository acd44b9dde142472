import { expect, test, type Page } from "@playwright/test";
import { WORKSPACE as F } from "./fixtures/manager-workspace";
import { loadTeam, rowOf, signInAsFixture } from "./helpers";

// A manager walks their workspace: the three views of the home, search and the department
// filter, the indirect reports, an employee profile, and a refusal for someone else's employee.
// The team is this spec's own (fixtures/manager-workspace.ts); counts and scores are read back
// from the app's own calls and checked against what the fixture declares.

const MANAGER = F.manager.hrisId;

const cards = (page: Page) => page.getByTestId("employee-card");

// One long walk through many screens: more time than a single-screen test.
test.describe.configure({ timeout: 120_000 });

test("a manager walks the three views, the indirect reports and a profile", async ({ page }) => {
  await signInAsFixture(page, F.manager);
  const { rows } = await loadTeam(page, MANAGER);
  const direct = rows.filter((r) => r.reportingLevel === 1);
  const pending = direct.filter((r) => !r.status.allAssessmentsComplete);
  const completed = direct
    .filter((r) => r.status.allAssessmentsComplete)
    .sort((a, b) => (b.status.combinedScore ?? 0) - (a.status.combinedScore ?? 0));
  expect(pending.map((r) => r.hrisId).sort()).toEqual(
    [F.leadA, F.leadB, F.fresh].map((p) => p.hrisId).sort(),
  );
  expect(completed.map((r) => r.hrisId)).toEqual([F.completeHigh.hrisId, F.completeLow.hrisId]);

  // Direct Reports: the two tabs with their counts.
  await expect(page.getByRole("tab", { name: `Pending Direct (${pending.length})` })).toBeVisible();
  await expect(page.getByRole("tab", { name: `Completed Direct (${completed.length})` })).toBeVisible();
  await expect(cards(page)).toHaveCount(pending.length);

  // Search by part of a name, in any case.
  const someone = pending[0];
  const search = page.getByRole("searchbox", { name: "Search employees" });
  await search.fill(someone.name.split(" ")[1].toUpperCase());
  await expect(cards(page).filter({ hasText: someone.name })).toBeVisible();
  await search.fill("zzz-nobody");
  await expect(page.getByText("No employees found matching your criteria.")).toBeVisible();
  await search.fill("");

  // Department filter: 'All Departments' by default, then one department.
  const filter = page.getByRole("combobox", { name: "Filter by department" });
  await expect(filter.getByRole("option", { selected: true })).toHaveText("All Departments");
  await filter.selectOption({ label: someone.department! });
  await expect(cards(page)).toHaveCount(pending.filter((r) => r.department === someone.department).length);
  await filter.selectOption({ label: "All Departments" });
  await expect(cards(page)).toHaveCount(pending.length);

  // Completed tab: highest combined score first, with the combined score card.
  await page.getByRole("tab", { name: /Completed Direct/ }).click();
  await expect(cards(page).first()).toContainText(completed[0].name);
  await expect(cards(page).first().getByLabel("Combined Score")).toContainText(
    completed[0].status.combinedScore!.toFixed(1),
  );
  await expect(cards(page).first()).toContainText("Complete");

  // Organization: the tree to the chosen depth, expandable.
  await page.getByRole("button", { name: "Organization" }).click();
  await expect(page.getByText("Organization depth: 2 levels")).toBeVisible();
  const tree = page.getByRole("region", { name: "Organization hierarchy" });
  await expect(tree.getByText("(You)")).toBeVisible();
  const levelTwo = rowOf(rows, F.levelTwo);
  const levelThree = rowOf(rows, F.levelThree);
  expect([levelTwo.reportingLevel, levelThree.reportingLevel]).toEqual([2, 3]);
  await expect(tree.getByRole("link", { name: levelTwo.name, exact: true })).toBeVisible();
  await expect(tree.getByRole("link", { name: levelThree.name, exact: true })).toHaveCount(0);
  await page.getByRole("slider").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Organization depth: 3 levels")).toBeVisible();
  await expect(tree.getByRole("link", { name: levelThree.name, exact: true })).toBeVisible();
  const vp = rows.find((r) => r.id === levelTwo.directManagerId)!;
  await tree.getByRole("button", { name: `Collapse ${vp.name}'s team` }).click();
  await expect(tree.getByRole("link", { name: levelTwo.name, exact: true })).toHaveCount(0);

  // Departments: everyone grouped by department, with search.
  await page.getByRole("button", { name: "Departments" }).click();
  const engineering = rows.filter((r) => r.department === "Engineering");
  await expect(page.getByRole("button", { name: `Engineering (${engineering.length})` })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search employees" }).fill(levelThree.name);
  await expect(cards(page).filter({ hasText: levelThree.name }).first()).toBeVisible();

  // Indirect reports: tabs, groups by direct manager, the action button.
  await page.getByRole("link", { name: "Indirect Reports" }).click();
  await expect(page.getByRole("heading", { name: "Indirect Reports" })).toBeVisible();
  const indirect = rows.filter((r) => r.reportingLevel > 1);
  const indirectDone = indirect.filter((r) => r.status.allAssessmentsComplete).length;
  await expect(
    page.getByRole("tab", { name: `Incomplete (${indirect.length - indirectDone})` }),
  ).toBeVisible();
  const team = indirect.filter((r) => r.directManagerId === vp.id && !r.status.allAssessmentsComplete);
  const group = page.getByRole("button", { name: `Team under ${vp.name} (${team.length} incomplete)` });
  await expect(group).toHaveAttribute("aria-expanded", "true");
  // A draft reads Continue; one not started reads Evaluate.
  const drafted = rowOf(rows, F.drafted);
  await expect(page.getByRole("link", { name: `Continue ${drafted.name}` })).toHaveAttribute(
    "href",
    new RegExp(`^/scorecard/${drafted.id}`),
  );
  const actionLink = page.getByRole("link", { name: `Evaluate ${levelTwo.name}` });
  await expect(actionLink).toHaveAttribute("href", new RegExp(`^/scorecard/${levelTwo.id}`));
  await expect(page.getByTestId("indirect-row").filter({ hasText: levelTwo.name })).toContainText("Level 2");
  await group.click();
  await expect(actionLink).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search employees" }).fill("zzz-nobody");
  await expect(page.getByText("No indirect reports found.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search employees" }).fill("");
  await page.getByRole("tab", { name: `Completed (${indirectDone})` }).click();
  await expect(page.getByText("No completed evaluations yet.")).toBeVisible();

  // Back home, then a profile.
  await page.getByRole("link", { name: "Back to Direct Reports" }).click();
  await expect(page).toHaveURL(/\/employees$/);
  const subject = completed[0];
  await page.getByRole("tab", { name: /Completed Direct/ }).click();
  await cards(page).filter({ hasText: subject.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/employee/${subject.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: subject.name })).toBeVisible();
  const behavioral = page.getByRole("region", { name: "Behavioral Competency Evaluation" });
  const questionnaire = page.getByRole("region", { name: "Performance Questionnaire" });
  await expect(behavioral.getByText("Evaluation Complete")).toBeVisible();
  await expect(behavioral.getByRole("link", { name: "View/Edit" })).toHaveAttribute(
    "href",
    `/scorecard/${subject.id}?evaluationId=${subject.status.evaluationId}`,
  );
  await expect(questionnaire.getByText(`${subject.status.performanceScore!.toFixed(1)}/5.0`)).toBeVisible();
  await expect(questionnaire.getByRole("link", { name: "Review" })).toHaveAttribute(
    "href",
    `/performance-review/${subject.hrisId}/${MANAGER}`,
  );
  await expect(page.getByLabel("Combined Score")).toContainText(subject.status.combinedScore!.toFixed(1));
  await expect(page.getByRole("region", { name: "Values Assessment" }).getByRole("link")).toHaveAttribute(
    "href",
    `/manager-values-review/${subject.id}/${MANAGER}`,
  );
  await expect(page.getByRole("button", { name: `Career Paths for ${subject.name}` })).toBeEnabled();

  // A pending one shows 'No Evaluation' and Evaluate.
  const fresh = rowOf(rows, F.fresh);
  await page.goto(`/employee/${fresh.id}`);
  // Both the header's badge (nothing exists yet, spec 2 §2) and the behavioral card say so.
  await expect(page.getByText("No Evaluation")).toHaveCount(2);
  await expect(behavioral.getByText("No Evaluation")).toBeVisible();
  await expect(page.getByRole("link", { name: "Evaluate Behavioral Competency Evaluation" })).toHaveAttribute(
    "href",
    `/scorecard/${fresh.id}`,
  );
  await expect(page.getByText("Ready to Start")).toBeVisible();

  // Old and unknown addresses.
  await page.goto("/employee-list");
  await expect(page).toHaveURL(/\/employees$/);
  await page.goto("/no-such-page-here");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a manager typing the address of another team's employee is refused", async ({ page }) => {
  // Two leads under the fixture manager, each with a team of their own.
  await signInAsFixture(page, F.manager);
  const { rows } = await loadTeam(page, MANAGER);
  const theirs = rowOf(rows, F.siblingReport);
  const mine = rowOf(rows, F.levelTwo);

  await signInAsFixture(page, F.leadA);
  await expect(page.getByRole("tab", { name: /Pending Direct/ })).toBeVisible();
  await page.goto(`/employee/${theirs.id}`);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to view this employee's information."),
  ).toBeVisible();
  await expect(
    page.getByText("You can only access employees within your management hierarchy."),
  ).toBeVisible();
  // The API refuses too, as for an id that does not exist, and says nothing about the employee.
  const api = await page.request.get(`/api/employee/${theirs.id}`);
  expect(api.status()).toBe(404);
  expect(await api.text()).not.toContain(theirs.name);
  const unknown = await page.request.get("/api/employee/2147483000");
  expect(await api.json()).toEqual(await unknown.json());

  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page.getByRole("tab", { name: /Pending Direct/ })).toBeVisible();
  await page.goto(`/employee/${mine.id}`);
  await expect(page.getByRole("heading", { level: 1, name: mine.name })).toBeVisible();
});
