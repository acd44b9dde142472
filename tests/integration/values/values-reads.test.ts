import { POST as save } from "@/app/api/manager-review/save/route";
import { GET as compare } from "@/app/api/manager-review/compare/[employeeHrisId]/[managerHrisId]/route";
import { GET as employeeValues } from "@/app/api/employee-values-review/[employeeId]/route";
import { GET as recognitions } from "@/app/api/adv-submissions/[employeeId]/route";
import { GET as downloadCsv } from "@/app/api/manager-values-review/download-csv/[employeeId]/[managerHrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import {
  createRecognition,
  createSelfReview,
  createValuesWorld,
  valuesBody,
  valuesScores,
} from "@/tests/helpers/values-factories";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { createCycle, createEmployee } from "@/tests/helpers/factories";

const t = useTestDatabase();

async function setup() {
  const w = await createValuesWorld(t.prisma);
  return { ...w, cookie: await managerCookie(w.manager) };
}

const csvFor = (w: Awaited<ReturnType<typeof setup>>, employeeId: number, managerHrisId = w.manager.hrisId) =>
  callRoute(downloadCsv, `/api/manager-values-review/download-csv/${employeeId}/${managerHrisId}`, {
    params: { employeeId: String(employeeId), managerHrisId },
    cookie: w.cookie,
  });

describe("GET /api/employee-values-review/{employeeId}", () => {
  it("names the active cycle, whatever it is called", async () => {
    const w = await setup();
    await createCycle(t.prisma, "Dec-26");
    try {
      const res = await callRoute(employeeValues, `/api/employee-values-review/${w.report.id}`, {
        params: { employeeId: String(w.report.id) },
        cookie: w.cookie,
      });
      expect(res.json).toMatchObject({ reviewCycle: "Dec-26" });
    } finally {
      await createCycle(t.prisma);
    }
  });

  it("lists the six values with three subcomponents each, for an indirect report too", async () => {
    const w = await setup();
    const res = await callRoute(employeeValues, `/api/employee-values-review/${w.deep.id}`, {
      params: { employeeId: String(w.deep.id) },
      cookie: w.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ employeeName: "Dina Deep", reviewCycle: "Jun-25" });
    const values = res.json.categoryScores as {
      scDetailId: number;
      scDetail: string;
      subcomponents: unknown[];
    }[];
    expect(values.map((v) => v.scDetail)).toEqual([
      "Drive to Excellence",
      "Grit",
      "Humility",
      "Integrity",
      "Results Orientation",
      "Winning Attitude",
    ]);
    expect(values.every((v) => v.subcomponents.length === 3)).toBe(true);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const w = await setup();
    const bad = await callRoute(employeeValues, "/api/employee-values-review/0", {
      params: { employeeId: "1x; drop" },
      cookie: w.cookie,
    });
    expect([400, 404]).toContain(bad.status);
    const unknown = await callRoute(employeeValues, "/api/employee-values-review/999999", {
      params: { employeeId: "999999" },
      cookie: w.cookie,
    });
    expect(unknown.status).toBe(404);
  });
});

describe("GET /api/manager-review/compare/{employeeHrisId}/{managerHrisId}", () => {
  it("holds the employee's own self-review beside the manager's", async () => {
    const w = await setup();
    await createSelfReview(t.prisma, w.report.id, { score: 5, notes: "I raised the bar" });
    const res = await callRoute(
      compare,
      `/api/manager-review/compare/${w.report.hrisId}/${w.manager.hrisId}`,
      {
        params: { employeeHrisId: w.report.hrisId, managerHrisId: w.manager.hrisId },
        cookie: w.cookie,
      },
    );
    expect(res.status).toBe(200);
    expect(res.json.managerReview).toBeNull();
    expect(res.json.employeeReview).toMatchObject({
      isDraft: false,
      overallNotes: "My year.",
      overallScore: 5,
    });
    const first = (res.json.employeeReview as { categoryScores: { detailScores: unknown }[] })
      .categoryScores[0];
    expect(first.detailScores).toMatchObject({ subcomp1Score: 5, subcomp1Notes: "I raised the bar" });
  });

  it("refuses another manager's HRIS id in the path (403)", async () => {
    const w = await setup();
    const res = await callRoute(
      compare,
      `/api/manager-review/compare/${w.report.hrisId}/${w.otherBoss.hrisId}`,
      {
        params: { employeeHrisId: w.report.hrisId, managerHrisId: w.otherBoss.hrisId },
        cookie: w.cookie,
      },
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You can only access your own values reviews.");
  });
});

describe("GET /api/adv-submissions/{employeeId}", () => {
  it("lists the employee's recognition examples, newest first, and nobody else's", async () => {
    const w = await setup();
    await createRecognition(t.prisma, w.report, 2, "Older grit", new Date("2025-01-01T00:00:00Z"));
    await createRecognition(t.prisma, w.report, 2, "Newer grit", new Date("2025-03-01T00:00:00Z"));
    await createRecognition(t.prisma, w.deep, 2, "Someone else's");
    const res = await callRoute(recognitions, `/api/adv-submissions/${w.report.id}`, {
      params: { employeeId: String(w.report.id) },
      cookie: w.cookie,
    });
    expect(res.status).toBe(200);
    const list = res.json as unknown as {
      recognitionText: string;
      coreValueSubmitted: string;
      recognizer: string;
    }[];
    expect(list.map((r) => r.recognitionText)).toEqual(["Newer grit", "Older grit"]);
    expect(list[0]).toMatchObject({
      coreValueSubmitted: "Grit",
      recognizer: "Colleague Carla",
      scDetailId: 2,
    });
  });
});

describe("GET /api/manager-values-review/download-csv/{employeeId}/{managerHrisId}", () => {
  // Issue 31 item 17: "00123" was read as employee 123. An id that is not a canonical positive
  // integer (a leading zero, "0") can only be an HRIS id; "123" stays the database id the spec's
  // {employeeId} names.
  it("reads an all-digit HRIS id with a leading zero, or 0, as that HRIS id", async () => {
    const w = await setup();
    const zero = await createEmployee(t.prisma, { hrisId: "0", name: "Zed Zero", mgrId: w.manager.hrisId });
    const padded = `00${w.report.id}`;
    const zoe = await createEmployee(t.prisma, {
      hrisId: padded,
      name: "Zoe Padded",
      mgrId: w.manager.hrisId,
    });
    for (const person of [zoe, zero]) {
      const saved = await callRoute(save, "/api/manager-review/save", {
        method: "POST",
        body: valuesBody(person, w.manager, false, valuesScores(4)),
        cookie: w.cookie,
      });
      expect(saved.status).toBe(200);
    }
    const download = (employeeId: string) =>
      callRoute(downloadCsv, `/api/manager-values-review/download-csv/${employeeId}/${w.manager.hrisId}`, {
        params: { employeeId, managerHrisId: w.manager.hrisId },
        cookie: w.cookie,
      });
    const byHris = await download(padded);
    expect(byHris.status).toBe(200);
    expect(byHris.headers.get("content-disposition")).toContain("Values_Review_Zoe_Padded_Vera_Values_");
    expect((await download("0")).headers.get("content-disposition")).toContain("Values_Review_Zed_Zero_");
    // The canonical number is still the database id: Zoe's own, not Ravi's (who has no review).
    expect((await download(String(zoe.id))).status).toBe(200);
    expect((await download(String(w.report.id))).status).toBe(404);
  });

  it("downloads the submitted review with the spec's file name and neutralised formula cells", async () => {
    const w = await setup();
    await createSelfReview(t.prisma, w.report.id, { score: 3 });
    const scores = valuesScores(4, { 2: 4.5 });
    scores[0].subcomp1Notes = '=HYPERLINK("http://evil")';
    scores[0].valueNotes = "+1 for effort";
    const saved = await callRoute(save, "/api/manager-review/save", {
      method: "POST",
      body: valuesBody(w.report, w.manager, false, scores, "@SUM(A1) overall"),
      cookie: w.cookie,
    });
    expect(saved.status).toBe(200);

    const res = await csvFor(w, w.report.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toContain(
      `Values_Review_Ravi_Report_Vera_Values_${date}.csv`,
    );
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    // Every text is quoted (a spreadsheet keeps "Jun-25" as text, not a date); scores are bare numbers.
    expect(lines[0]).toBe(
      '"Value","Subcomponent","Description","Manager Score","Subcomponent Notes","Employee Self-Review Score","Value Notes","Category Notes","Override Score","Value Score"',
    );
    expect(lines).toHaveLength(1 + 18 + 1 + 4 + 1);
    expect(lines[1]).toContain(`"Drive to Excellence","Raises the Bar",`);
    expect(lines[1]).toContain(`,4,"'=HYPERLINK(""http://evil"")",3,"'+1 for effort",,,4`);
    // Grit is overridden to 4.5: the override is its value score.
    expect(lines[4]).toMatch(/^"Grit","Perseverance",.*,4,,3,,,4\.5,4\.5$/);
    // (4 × 5 + 4.5) / 6 = 4.08: shown to one decimal.
    expect(lines.slice(-5, -1).map((l) => l.replace(/,+$/, ""))).toEqual([
      '"Values Score",4.1',
      '"Review Cycle","Jun-25"',
      '"Status","Submitted"',
      `"Overall Comments","'@SUM(A1) overall"`,
    ]);
    expect(res.text).not.toMatch(/(^|,)"?[=+@-]/m);
  });

  it("is 404 without a review or for an outsider, 403 for another manager", async () => {
    const w = await setup();
    expect((await csvFor(w, w.report.id)).status).toBe(404);
    expect((await csvFor(w, w.report.id, w.otherBoss.hrisId)).status).toBe(403);
    expect((await csvFor(w, w.outsider.id)).status).toBe(404);
  });
});
