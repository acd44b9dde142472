import { expect, type Page } from "@playwright/test";
import type { EvaluationStatus, TeamEmployee, TeamListResponse } from "@/lib/shared/team-types";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";

// Demo identities (see README): E00001 is the top of the org; every demo manager signs in with
// DEMO_PASSWORD; the HR administrator is hradmin / hradmin-demo. Only the specs on the isolated
// server, which act on the whole demo org (passwords, data export), use them; every other spec
// signs in as its own fixture people (signInAsFixture, signInAsFixtureHr; ADR 0058).
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

/** Signs in as one of a spec's own fixture managers (tests/e2e/fixtures, ADR 0058). */
export const signInAsFixture = (page: Page, manager: { hrisId: string }) =>
  signInAsManager(page, manager.hrisId, FIXTURE_PASSWORD);

/** Signs in as one of a spec's own fixture HR users. */
export const signInAsFixtureHr = (page: Page, hr: { username: string }) =>
  signInAsHr(page, hr.username, FIXTURE_PASSWORD);

export async function signInAsHr(page: Page, username = HR_USER.username, password = HR_USER.password) {
  await page.goto("/hr-login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "HR Admin Dashboard" })).toBeVisible();
}

export type TeamRow = TeamEmployee & { status: EvaluationStatus };

/**
 * The signed-in manager's hierarchy below `hrisId`, each person with their evaluation status, as
 * the app answers now: a fixture's numeric ids and states (see rowOf).
 */
export async function loadTeam(page: Page, hrisId = TOP_MANAGER) {
  const team = (await (await page.request.get(`/api/employees/${hrisId}`)).json()) as TeamListResponse;
  const statuses = (await (
    await page.request.get(`/api/evaluation-status/${team.manager.id}`)
  ).json()) as EvaluationStatus[];
  const byId = new Map(statuses.map((s) => [s.employeeId, s]));
  const rows: TeamRow[] = team.employees.map((e) => ({ ...e, status: byId.get(e.id)! }));
  return { team, rows };
}

/** `person`'s row in a loadTeam answer (their numeric id, status …); fails when they are missing. */
export function rowOf(rows: TeamRow[], person: { hrisId: string }) {
  const row = rows.find((r) => r.hrisId === person.hrisId);
  expect(row, `${person.hrisId} in the signed-in manager's team`).toBeDefined();
  return row!;
}

/**
 * Presses the browser's Back with unsaved changes on the page: expects the leave prompt, answers
 * it (stay, unless `leave`), and returns the prompt's text.
 */
export async function backWithUnsavedChanges(page: Page, { leave = false } = {}) {
  let prompt = "";
  page.once("dialog", (dialog) => {
    prompt = dialog.message();
    void (leave ? dialog.accept() : dialog.dismiss());
  });
  await page.goBack({ waitUntil: "commit" });
  await expect.poll(() => prompt).not.toBe("");
  return prompt;
}

/** Today as YYYY-MM-DD where the browser is: the day a downloaded file's name carries. */
export async function browserDay(page: Page) {
  return page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
}
