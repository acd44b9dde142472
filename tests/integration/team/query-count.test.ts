import { GET as listTeam } from "@/app/api/employees/[managerHrisId]/route";
import { GET as listStatuses } from "@/app/api/evaluation-status/[managerId]/route";
import { GET as oneStatus } from "@/app/api/evaluation-status/[managerId]/[employeeId]/route";
import { GET as getEmployee } from "@/app/api/employee/[id]/route";
import { GET as getDebug } from "@/app/api/debug/employee-manager-relationships/route";
import { getDbHandle, setDatabaseForTests } from "@/lib/server/db/client";
import type { PrismaClient } from "@/generated/prisma/client";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee } from "@/tests/helpers/factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import {
  createCycle,
  createEvaluation,
  createQuestionnaire,
  createTitleWithCompetencies,
  createValuesReview,
} from "@/tests/helpers/team-factories";
import type { EvaluationStatus, TeamListResponse } from "@/lib/shared/team-types";

// The list calls must run a fixed number of SQL statements whatever the team size (no query per
// employee). Every operation the app's client runs, raw SQL included, goes through a counting
// extension; a 3-person team and a 2,000-person org (40 direct reports of 49 each) must cost the same.

const t = useTestDatabase();

async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const original = getDbHandle();
  const queries: string[] = [];
  const counted = original.prisma.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        queries.push(model ? `${model}.${operation}` : operation);
        return query(args);
      },
    },
  }) as unknown as PrismaClient;
  setDatabaseForTests({ ...original, prisma: counted });
  try {
    return { result: await fn(), queries };
  } finally {
    setDatabaseForTests(original);
  }
}

async function buildOrg(directs: number, each: number) {
  const db = t.prisma;
  const boss = await createEmployee(db, { name: `Boss ${directs}x${each}` });
  await createAccount(db, boss);
  const { title, competencies } = await createTitleWithCompetencies(db, [3, 3]);
  const stamp = `${directs}-${each}-${Date.now()}`;
  const leads = Array.from({ length: directs }, (_, i) => ({
    hrisId: `L${stamp}-${i}`,
    name: `Lead ${i}`,
    email: `l${stamp}-${i}@x.io`,
    mgrId: boss.hrisId,
    titleId: title.id,
    department: i % 2 ? "Sales" : "Engineering",
  }));
  await db.employee.createMany({ data: leads });
  const reports = leads.flatMap((l, i) =>
    Array.from({ length: each }, (_, j) => ({
      hrisId: `R${stamp}-${i}-${j}`,
      name: `Report ${i}-${j}`,
      email: `r${stamp}-${i}-${j}@x.io`,
      mgrId: l.hrisId,
      titleId: title.id,
      department: "Engineering",
    })),
  );
  for (let k = 0; k < reports.length; k += 1000)
    await db.employee.createMany({ data: reports.slice(k, k + 1000) });
  // Some assessments in every state so the joins have rows to find.
  const cycle = await createCycle(db);
  const some = await db.employee.findMany({ where: { mgrId: boss.hrisId }, take: 3, orderBy: { id: "asc" } });
  const pair = (e: { id: number }) => ({ employeeId: e.id, managerId: boss.id, cycleId: cycle.id });
  await createEvaluation(db, pair(some[0]), {
    isDraft: true,
    scores: [
      { competencyId: competencies[0].id, subcomponentId: competencies[0].subcomponentIds[0], score: 4 },
    ],
  });
  await createEvaluation(db, pair(some[1]), { isDraft: false, totalAverage: 4 });
  await createValuesReview(db, pair(some[1]), { isDraft: false, overallScore: 4 });
  await createQuestionnaire(db, pair(some[1]), { submitted: true, overallPerformance: 3 });
  return { boss, cookie: await managerCookie(boss), first: some[0] };
}

async function measure(org: Awaited<ReturnType<typeof buildOrg>>) {
  const { boss, cookie, first } = org;
  const team = await countQueries(() =>
    callRoute(listTeam, "/x", { params: { managerHrisId: boss.hrisId }, cookie }),
  );
  const statuses = await countQueries(() =>
    callRoute(listStatuses, "/x", { params: { managerId: String(boss.id) }, cookie }),
  );
  const status = await countQueries(() =>
    callRoute(oneStatus, "/x", {
      params: { managerId: String(boss.id), employeeId: String(first.id) },
      cookie,
    }),
  );
  const profile = await countQueries(() =>
    callRoute(getEmployee, "/x", { params: { id: String(first.id) }, cookie }),
  );
  const debug = await countQueries(() => callRoute(getDebug, "/x", { cookie }));
  return { team, statuses, status, profile, debug };
}

describe("query counts do not grow with the org", () => {
  it("is the same for a 3-person team and a 2,040-person org", async () => {
    const small = await measure(await buildOrg(3, 0));
    const wide = await measure(await buildOrg(40, 50));

    expect((wide.team.result.json as unknown as TeamListResponse).employees).toHaveLength(40 + 2000);
    const statuses = wide.statuses.result.json as unknown as EvaluationStatus[];
    expect(statuses).toHaveLength(2040);
    expect(statuses.filter((s) => s.allAssessmentsComplete)).toHaveLength(1);
    expect(statuses.filter((s) => s.isDraft)).toHaveLength(1);

    // session check + data version + hierarchy + chain; session + data version + statuses;
    // session + employee-with-access + status; session + employee-with-access (the permission is
    // inside the read: docs/decisions/0004)
    expect(wide.team.queries).toHaveLength(4);
    expect(wide.statuses.queries).toHaveLength(3);
    expect(wide.status.queries).toHaveLength(3);
    expect(wide.profile.queries).toHaveLength(2);
    expect(wide.debug.queries).toHaveLength(2);
    for (const key of ["team", "statuses", "status", "profile", "debug"] as const) {
      expect({ key, queries: wide[key].queries }).toEqual({ key, queries: small[key].queries });
    }
  }, 120_000);
});
