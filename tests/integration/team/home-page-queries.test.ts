import type { ReactElement } from "react";
import HomePage from "@/app/page";
import { ManagerHome } from "@/components/manager/manager-home";
import { captureSql, useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createCycle, createEmployee } from "@/tests/helpers/factories";
import { managerCookie } from "@/tests/helpers/http";

// The manager home is rendered by Next on every view (ADR 0071): what it reads on the server must
// stay a fixed, small number of statements whatever the size of the team (the team itself loads
// through the cached list calls, ADR 0020 and 0079).
let cookieHeader = "";
jest.mock("next/headers", () => ({
  cookies: async () => {
    const { NextRequest } = jest.requireActual<typeof import("next/server")>("next/server");
    return new NextRequest("http://localhost/", { headers: { cookie: cookieHeader } }).cookies;
  },
}));
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => {},
}));

const t = useTestDatabase();

/** The page and the server component inside it, rendered as Next would: the statements they send. */
async function renderHome() {
  return captureSql(async () => {
    const page = (await HomePage()) as ReactElement<{ children: ReactElement }>;
    const home = page.props.children as ReactElement<Parameters<typeof ManagerHome>[0]>;
    expect(home.type).toBe(ManagerHome);
    return ManagerHome(home.props);
  });
}

async function managerWithReports(direct: number, perReport: number) {
  const boss = await createEmployee(t.prisma);
  await createAccount(t.prisma, boss);
  for (let i = 0; i < direct; i++) {
    const report = await createEmployee(t.prisma, { mgrId: boss.hrisId });
    for (let j = 0; j < perReport; j++) await createEmployee(t.prisma, { mgrId: report.hrisId });
  }
  return boss;
}

it("reads three statements for the home page, for a small team and a larger one alike", async () => {
  await createCycle(t.prisma); // a running cycle: the self-review card has something to say
  const small = await managerWithReports(1, 0);
  cookieHeader = await managerCookie(small);
  const few = await renderHome();

  const large = await managerWithReports(6, 5);
  cookieHeader = await managerCookie(large);
  const many = await renderHome();

  // The session's account, the person's own self-review task (issue 34: one statement over the
  // shown cycle), then the profile card (one indexed count of the direct reports).
  for (const { sql } of [few, many]) {
    expect(sql).toHaveLength(3);
    expect(sql[0]).toMatch(/"LoginAccount"/);
    expect(sql[1]).toMatch(/"EmployeeValuesReview"/);
    expect(sql[2]).toMatch(/"directReportCount"/);
    expect(sql.join("\n")).not.toMatch(/WITH RECURSIVE/i);
  }
});
