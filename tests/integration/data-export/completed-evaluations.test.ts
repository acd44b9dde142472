import { GET as list } from "@/app/api/hr/completed-evaluations/route";
import { GET as options } from "@/app/api/hr/completed-evaluations/filter-options/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount } from "@/tests/helpers/factories";
import { createQuestionnaire } from "@/tests/helpers/team-factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createDataExportWorld, FIXTURE_ORDER } from "@/tests/helpers/data-export-factories";
import type { CompletedEvaluationsAnswer } from "@/lib/shared/schemas/data-export";

const t = useTestDatabase();
let world: Awaited<ReturnType<typeof createDataExportWorld>>;
let hr: string;

beforeAll(async () => {
  world = await createDataExportWorld(t.prisma);
  hr = await hrCookie(world.hr);
});

async function get(query: Record<string, string> = {}, cookie = hr) {
  const res = await callRoute(list, "/api/hr/completed-evaluations", { query, cookie });
  return {
    status: res.status,
    body: res.json as unknown as CompletedEvaluationsAnswer,
    message: res.json?.message,
  };
}
const names = (a: CompletedEvaluationsAnswer) => a.data.map((r) => r.employeeName);

describe("GET /api/hr/completed-evaluations", () => {
  it("is for HR only: 401 for a guest, 403 for a manager", async () => {
    expect((await get({}, "")).status).toBe(401);
    await createAccount(t.prisma, world.alice);
    const res = await get({}, await managerCookie(world.alice));
    expect(res.status).toBe(403);
    expect(res.message).toBe("This is available to HR administrators only.");
  });

  it("lists everyone who has a manager, by name, with the hand-computed metrics", async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(names(body)).toEqual(FIXTURE_ORDER);
    expect(body.metrics).toEqual({ totalCount: 7, completeCount: 1, partialCount: 2, pendingCount: 4 });
    expect(body.pagination).toEqual({ page: 1, pageSize: 20, totalPages: 1, totalCount: 7 });
  });

  it("gives each row the spec's fields, scores half-up to one decimal, total out of 10", async () => {
    const { body } = await get({ search: "Ann Able" });
    expect(body.data).toEqual([
      {
        employeeId: world.ann.id,
        employeeName: "Ann Able",
        employeeHrisId: world.ann.hrisId,
        employeeTitle: "Software Engineer",
        employeeDepartment: "Engineering",
        managerName: "Alice Manager",
        managerHrisId: world.alice.hrisId,
        completionStatus: "Complete",
        hasBehavioralReview: true,
        behavioralOverallScore: 3.3,
        hasValuesReview: true,
        // Alice's 4.15, not the skip-level 1.0
        valuesOverallScore: 4.2,
        hasPerformanceReview: true,
        performanceScore: 4,
        totalAssessmentScore: 8.2,
        behavioralReviewDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        valuesReviewDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        performanceReviewDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        acknowledgementComment: null,
      },
    ]);
    const r = body.data[0]!;
    const latest = [r.behavioralReviewDate, r.valuesReviewDate, r.performanceReviewDate].sort().at(-1);
    expect(r.lastUpdated).toBe(latest);
  });

  it("counts drafts and other cycles as not done, and a skip-level manager's review as done", async () => {
    const { body } = await get();
    const byName = Object.fromEntries(body.data.map((r) => [r.employeeName, r]));
    expect(byName["Ben Busy"]).toMatchObject({
      completionStatus: "Partial",
      hasBehavioralReview: true,
      behavioralOverallScore: 2.8,
      hasValuesReview: false,
      valuesOverallScore: null,
      hasPerformanceReview: false,
      performanceScore: null,
      totalAssessmentScore: null,
    });
    expect(byName["Dan Draft"]).toMatchObject({ completionStatus: "Pending", lastUpdated: null });
    expect(byName["Fay Old"]).toMatchObject({
      completionStatus: "Partial",
      hasBehavioralReview: false,
      valuesOverallScore: 3,
      totalAssessmentScore: null,
    });
    expect(byName["Cara Calm"]).toMatchObject({ completionStatus: "Pending", employeeTitle: null });
  });

  describe("filters", () => {
    it.each([
      ["Complete", ["Ann Able"]],
      ["partial", ["Ben Busy", "Fay Old"]],
      ["PENDING", ["Alice Manager", "Bob Manager", "Cara Calm", "Dan Draft"]],
      ["all", FIXTURE_ORDER],
    ])("status %s", async (status, expected) => {
      const { body } = await get({ status });
      expect(names(body)).toEqual(expected);
      expect(body.pagination.totalCount).toBe(expected.length);
      // the cards keep the whole breakdown whatever the status
      expect(body.metrics.totalCount).toBe(7);
    });

    it("manager: the direct manager's HRIS id, exactly", async () => {
      const { body } = await get({ manager: world.alice.hrisId });
      expect(names(body)).toEqual(["Ann Able", "Ben Busy", "Fay Old"]);
      expect(body.metrics).toEqual({ totalCount: 3, completeCount: 1, partialCount: 2, pendingCount: 0 });
      expect(names((await get({ manager: world.alice.hrisId.toLowerCase().slice(0, 3) })).body)).toEqual([]);
    });

    it("department, exactly", async () => {
      const { body } = await get({ department: "Sales" });
      expect(names(body)).toEqual(["Cara Calm", "Dan Draft"]);
      expect(body.metrics).toEqual({ totalCount: 2, completeCount: 0, partialCount: 0, pendingCount: 2 });
      expect(names((await get({ department: "sales" })).body)).toEqual([]);
    });

    it("search: case-insensitive substring of name, HRIS id, title, department or manager", async () => {
      expect(names((await get({ search: "ANN" })).body)).toEqual(["Ann Able"]);
      expect(names((await get({ search: world.ben.hrisId.toLowerCase() })).body)).toEqual(["Ben Busy"]);
      expect(names((await get({ search: "software eng" })).body)).toEqual(["Ann Able"]);
      expect(names((await get({ search: "marketing" })).body)).toEqual(["Fay Old"]);
      // Bob by his own name, Cara and Dan by their manager's
      expect(names((await get({ search: "bob man" })).body)).toEqual([
        "Bob Manager",
        "Cara Calm",
        "Dan Draft",
      ]);
    });

    it("searches for 'all' as text, in any letter case (it removed the filter)", async () => {
      for (const search of ["all", "ALL"]) expect((await get({ search })).body.data).toEqual([]);
      expect(names((await get({ search: "ALM" })).body)).toEqual(["Cara Calm"]);
    });

    it("search treats % and _ as plain characters", async () => {
      expect((await get({ search: "%" })).body.data).toEqual([]);
      expect((await get({ search: "_" })).body.data).toEqual([]);
      expect((await get({ search: "a%b" })).body.metrics.totalCount).toBe(0);
    });

    it("combines every filter", async () => {
      const all = { manager: world.alice.hrisId, department: "Engineering", search: "b", status: "Partial" };
      const { body } = await get(all);
      expect(names(body)).toEqual(["Ben Busy"]);
      expect(body.metrics).toEqual({ totalCount: 2, completeCount: 1, partialCount: 1, pendingCount: 0 });
      expect(body.pagination.totalCount).toBe(1);
      expect(names((await get({ ...all, status: "Complete" })).body)).toEqual(["Ann Able"]);
      expect(names((await get({ ...all, status: "Pending" })).body)).toEqual([]);
      expect(names((await get({ manager: world.bob.hrisId, status: "Complete" })).body)).toEqual([]);
      expect(names((await get({ department: "Engineering", search: "ben" })).body)).toEqual(["Ben Busy"]);
    });
  });

  describe("pagination", () => {
    it("splits the view into pages, the last one short", async () => {
      const p1 = (await get({ pageSize: "3" })).body;
      expect(names(p1)).toEqual(FIXTURE_ORDER.slice(0, 3));
      expect(p1.pagination).toEqual({ page: 1, pageSize: 3, totalPages: 3, totalCount: 7 });
      const p3 = (await get({ pageSize: "3", page: "3" })).body;
      expect(names(p3)).toEqual(["Fay Old"]);
      expect(p3.pagination).toEqual({ page: 3, pageSize: 3, totalPages: 3, totalCount: 7 });
    });

    it("answers the last page for a page past the end, and one empty page for an empty view", async () => {
      const past = (await get({ pageSize: "3", page: "4" })).body;
      expect(names(past)).toEqual(["Fay Old"]);
      expect(past.pagination).toEqual({ page: 3, pageSize: 3, totalPages: 3, totalCount: 7 });
      const none = (await get({ search: "nobody at all" })).body;
      expect(none.data).toEqual([]);
      expect(none.pagination).toEqual({ page: 1, pageSize: 20, totalPages: 1, totalCount: 0 });
      expect(none.metrics).toEqual({ totalCount: 0, completeCount: 0, partialCount: 0, pendingCount: 0 });
    });

    it("pages a status-filtered view", async () => {
      const p2 = (await get({ status: "Pending", pageSize: "3", page: "2" })).body;
      expect(names(p2)).toEqual(["Dan Draft"]);
      expect(p2.pagination).toEqual({ page: 2, pageSize: 3, totalPages: 2, totalCount: 4 });
    });

    it("answers the spec's filter-list call (pageSize 10000) in one page; refuses more, and bad numbers, with a 400", async () => {
      const all = await get({ pageSize: "10000" });
      expect(all.status).toBe(200);
      expect(names(all.body)).toEqual(FIXTURE_ORDER);
      const tooBig = await get({ pageSize: "10001" });
      expect(tooBig.status).toBe(400);
      expect(tooBig.message).toBe("The query is not valid. pageSize: The page size must be at most 10000.");
      expect((await get({ page: "0" })).status).toBe(400);
      expect((await get({ page: "x" })).status).toBe(400);
      expect((await get({ status: "Done" })).status).toBe(400);
    });
  });
});

describe("answers keyed by the data version (ADR 0020)", () => {
  it("a new complete assessment shows at once; an unchanged view answers 304 to its ETag", async () => {
    const first = await callRoute(list, "/api/hr/completed-evaluations", {
      query: { search: "Ben Busy" },
      cookie: hr,
    });
    const etag = first.headers.get("etag")!;
    const again = await callRoute(list, "/api/hr/completed-evaluations", {
      query: { search: "Ben Busy" },
      cookie: hr,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    // Ben's questionnaire is a draft; another manager's submitted one makes him 2 of 3.
    await createQuestionnaire(
      t.prisma,
      { employeeId: world.ben.id, managerId: world.boss.id, cycleId: world.cycle.id },
      { submitted: true, overallPerformance: 5 },
    );
    const after = await callRoute(list, "/api/hr/completed-evaluations", {
      query: { search: "Ben Busy" },
      cookie: hr,
      headers: { "if-none-match": etag },
    });
    expect(after.status).toBe(200);
    const body = after.json as unknown as CompletedEvaluationsAnswer;
    expect(body.data[0]).toMatchObject({
      hasPerformanceReview: true,
      performanceScore: 5,
      completionStatus: "Partial",
    });
    await t.prisma.performanceQuestionnaire.deleteMany({
      where: { employeeId: world.ben.id, managerId: world.boss.id },
    });
    expect((await get({ search: "Ben Busy" })).body.data[0]).toMatchObject({ hasPerformanceReview: false });
  });
});

describe("GET /api/hr/completed-evaluations/filter-options", () => {
  it("lists every manager with reports and every department of the view, sorted", async () => {
    const res = await callRoute(options, "/api/hr/completed-evaluations/filter-options", { cookie: hr });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      managers: [
        { hrisId: world.alice.hrisId, name: "Alice Manager" },
        { hrisId: world.bob.hrisId, name: "Bob Manager" },
        { hrisId: world.boss.hrisId, name: "Boss Bea" },
      ],
      departments: ["Engineering", "Leadership", "Marketing", "Sales"],
    });
  });

  it("is for HR only", async () => {
    expect((await callRoute(options, "/api/hr/completed-evaluations/filter-options")).status).toBe(401);
    expect(
      (
        await callRoute(options, "/api/hr/completed-evaluations/filter-options", {
          cookie: await managerCookie(world.alice),
        })
      ).status,
    ).toBe(403);
  });
});

describe("the review-cycle filter (issue 32 §8)", () => {
  it("reads the active cycle by default and any other cycle by its id, with its own metrics and scores", async () => {
    const active = await get({ search: "Fay Old" });
    expect(active.body.data[0]).toMatchObject({ completionStatus: "Partial", valuesOverallScore: 3 });
    const old = await get({ cycle: String(world.oldCycle.id) });
    expect(old.status).toBe(200);
    expect(old.body.metrics).toEqual({ totalCount: 7, completeCount: 1, partialCount: 0, pendingCount: 6 });
    expect(old.body.data.find((r) => r.employeeName === "Fay Old")).toMatchObject({
      completionStatus: "Complete",
      behavioralOverallScore: 5,
      valuesOverallScore: 5,
      performanceScore: 5,
      totalAssessmentScore: 10,
    });
    expect((await get({ cycle: "active" })).body.metrics).toEqual((await get()).body.metrics);
  });

  it("refuses a cycle that is not an id with 400 and a clear message", async () => {
    const res = await get({ cycle: "Jun-25" });
    expect(res.status).toBe(400);
    expect(res.message).toContain("The review cycle must be a cycle id.");
  });
});
