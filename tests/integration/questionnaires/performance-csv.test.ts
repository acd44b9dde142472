import Papa from "papaparse";
import { POST as submit } from "@/app/api/employee-performance-questionnaire/[employeeHrisId]/[managerHrisId]/route";
import { GET as downloadCsv } from "@/app/api/manager-performance-assessment/download-csv/[employeeHrisId]/[managerHrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute, managerCookie } from "@/tests/helpers/http";
import { performanceAnswers } from "@/tests/helpers/questionnaire-factories";
import { createQuestionnaireWorld } from "./world";

const t = useTestDatabase();

const pathFor = (employeeHrisId: string, managerHrisId: string) => ({
  params: { employeeHrisId, managerHrisId },
  suffix: `${employeeHrisId}/${managerHrisId}`,
});
const post = (employeeHrisId: string, managerHrisId: string, body: unknown, cookie: string) => {
  const { params, suffix } = pathFor(employeeHrisId, managerHrisId);
  return callRoute(submit, `/api/employee-performance-questionnaire/${suffix}`, {
    method: "POST",
    params,
    body,
    cookie,
  });
};
const download = (employeeHrisId: string, managerHrisId: string, cookie: string) => {
  const { params, suffix } = pathFor(employeeHrisId, managerHrisId);
  return callRoute(downloadCsv, `/api/manager-performance-assessment/download-csv/${suffix}`, {
    params,
    cookie,
  });
};
const parse = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("GET /api/manager-performance-assessment/download-csv/{employeeHrisId}/{managerHrisId}", () => {
  it("answers the submitted questionnaire as a CSV attachment, one answer per row", async () => {
    const w = await createQuestionnaireWorld(t.prisma);
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { name: "Zoë O'Brien" } });
    const cookie = await managerCookie(w.manager);
    const answers = performanceAnswers({
      alternateMethod: true,
      alternateMethodDetail: "Peer reviews",
      powerbiReportCalculation: true,
      pqBonusClarity: "Other",
      pqBonusClarityOther: "Mostly, apart from the Q2 change",
      pqTargets: "No PQ targets",
    });
    expect((await post(w.report.hrisId, w.manager.hrisId, answers, cookie)).status).toBe(200);

    const res = await download(w.report.hrisId, w.manager.hrisId, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Performance_Review_Zoë_O_Brien_Quinn_Manager_${today}.csv`)}`,
    );
    const rows = parse(res.text);
    expect(rows[0]).toEqual(["Question", "Answer"]);
    const answer = Object.fromEntries(rows.slice(1).map(([q, a]) => [q, a]));
    expect(answer).toMatchObject({
      Employee: "Zoë O'Brien",
      "Employee HRIS ID": w.report.hrisId,
      Manager: "Quinn Manager",
      "Manager HRIS ID": w.manager.hrisId,
      Status: "Submitted",
      "Performance measured by": "Priorities/Commitments; PQs; Alternate method",
      "Alternate method detail": "Peer reviews",
      "Other method detail": "",
      "Overall performance": "4",
      "Overall performance label": "Above Expectations",
      Comments: "Delivered the platform migration early.",
      "PQ review frequency": "Weekly",
      "Power BI reporting": "No",
      "Power BI problems": "Source data; Report calculation",
      "PQ bonus clarity": "Other",
      "PQ bonus clarity detail": "Mostly, apart from the Q2 change",
      "Forecasted bonus attainment (%)": "110",
      "PQ targets": "No PQ targets",
    });
    expect(answer["Submitted At"]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
    // The rating's number is a bare number (a spreadsheet sums it); every text is quoted.
    expect(res.text).toContain(`"Overall performance",4\r\n`);
    expect(res.text).toContain(`"Employee HRIS ID","${w.report.hrisId}"\r\n`);
  });

  it("writes Submitted At in the reader's time zone, in the spec's date format", async () => {
    const w = await createQuestionnaireWorld(t.prisma);
    const cookie = await managerCookie(w.manager);
    expect((await post(w.report.hrisId, w.manager.hrisId, performanceAnswers(), cookie)).status).toBe(200);
    await t.prisma.performanceQuestionnaire.updateMany({
      where: { employeeId: w.report.id },
      data: { submittedAt: new Date("2026-11-27T23:57:57.298Z") },
    });
    const { params, suffix } = pathFor(w.report.hrisId, w.manager.hrisId);
    const res = await callRoute(downloadCsv, `/api/manager-performance-assessment/download-csv/${suffix}`, {
      params,
      cookie,
      query: { timeZone: "America/New_York" },
    });
    const answer = Object.fromEntries(parse(res.text).map(([q, a]) => [q, a]));
    expect(answer["Submitted At"]).toBe("Nov 27, 2026 6:57 PM");
    expect(answer["Times in"]).toBe("America/New_York");
  });

  it("neutralises text that a spreadsheet would run as a formula", async () => {
    const w = await createQuestionnaireWorld(t.prisma);
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { name: "=cmd|' /C calc'!A0" } });
    const cookie = await managerCookie(w.manager);
    const answers = performanceAnswers({
      comments: '=HYPERLINK("http://evil.example","click")',
      other: true,
      otherDetail: "+1+1",
      alternateMethod: true,
      alternateMethodDetail: "@SUM(A1:A2)",
      pqBonusClarity: "Other",
      pqBonusClarityOther: "-2+3",
    });
    expect((await post(w.report.hrisId, w.manager.hrisId, answers, cookie)).status).toBe(200);
    const answer = Object.fromEntries(
      parse((await download(w.report.hrisId, w.manager.hrisId, cookie)).text).map(([q, a]) => [q, a]),
    );
    expect(answer).toMatchObject({
      Employee: "'=cmd|' /C calc'!A0",
      Comments: `'=HYPERLINK("http://evil.example","click")`,
      "Other method detail": "'+1+1",
      "Alternate method detail": "'@SUM(A1:A2)",
      "PQ bonus clarity detail": "'-2+3",
    });
  });

  it("is 404 before any questionnaire or for an outsider's, 403 for another manager's", async () => {
    const w = await createQuestionnaireWorld(t.prisma);
    const cookie = await managerCookie(w.manager);
    expect((await download(w.report.hrisId, w.manager.hrisId, cookie)).status).toBe(404);
    expect((await download(w.report.hrisId, w.otherManager.hrisId, cookie)).status).toBe(403);
    expect((await download(w.outsider.hrisId, w.manager.hrisId, cookie)).status).toBe(404);
  });
});
