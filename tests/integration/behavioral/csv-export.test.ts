import Papa from "papaparse";
import { POST as submit } from "@/app/api/evaluation/route";
import { GET as downloadCsv } from "@/app/api/manager-behavioral-review/download-csv/[employeeHrisId]/[managerHrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createBehavioralWorld, fullScores } from "@/tests/helpers/behavioral-factories";
import { callRoute, hrCookie, managerCookie } from "@/tests/helpers/http";
import { createHrUser } from "@/tests/helpers/factories";
import { freezeDate } from "@/tests/helpers/frozen-clock";

const t = useTestDatabase();

const download = (employeeHrisId: string, managerHrisId: string, cookie?: string, query = "") =>
  callRoute(
    downloadCsv,
    `/api/manager-behavioral-review/download-csv/${employeeHrisId}/${managerHrisId}${query}`,
    { params: { employeeHrisId, managerHrisId }, cookie },
  );

/** Today as YYYY-MM-DD where the reader is. */
const dayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

describe("GET /api/manager-behavioral-review/download-csv/{employeeHrisId}/{managerHrisId}", () => {
  it("downloads the submitted evaluation as a CSV attachment with the spec's file name", async () => {
    const w = await createBehavioralWorld(t.prisma, [2, 1]);
    await t.prisma.employee.update({ where: { id: w.report.id }, data: { name: "Zoë O'Brien/Smith" } });
    const cookie = await managerCookie(w.manager);
    const [c1, c2] = w.competencies;
    const scores = fullScores(w.competencies, (i, j) => [[4, 5], [2]][i][j]);
    scores[0].notes = "Great, clear writer";
    Object.assign(scores[2], { overrideScore: 3.5, competencyNotes: "Grew a lot" });
    expect(
      (
        await callRoute(submit, "/api/evaluation", {
          method: "POST",
          cookie,
          body: { employeeId: w.report.id, overallComments: "Keep going", scores },
        })
      ).status,
    ).toBe(200);

    const res = await download(w.report.hrisId, w.manager.hrisId, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    const expectedName = `Behavioral_Review_Zoë_O_Brien_Smith_Mara_Manager_${today}.csv`;
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toContain("attachment;");
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(expectedName)}`);
    expect(disposition).toContain(`filename="Behavioral_Review_Zo__O_Brien_Smith_Mara_Manager_${today}.csv"`);

    const rows = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      "Competency",
      "Subcomponent",
      "Description",
      "Score",
      "Notes",
      "Competency Notes",
      "Override Score",
      "Competency Average",
    ]);
    expect(rows[1]).toEqual([
      c1.name,
      c1.subcomponents[0].name,
      "Sub 1 described.",
      "4",
      "Great, clear writer",
      "",
      "",
      "4.5",
    ]);
    expect(rows[2]).toEqual([c1.name, c1.subcomponents[1].name, "Sub 2 described.", "5", "", "", "", "4.5"]);
    expect(rows[3]).toEqual([
      c2.name,
      c2.subcomponents[0].name,
      "Sub 1 described.",
      "2",
      "",
      "Grew a lot",
      "3.5",
      "3.5",
    ]);
    // A score is a bare number (4, a spreadsheet number); every text is quoted.
    expect(rows.at(-2)!.slice(0, 2)).toEqual(["Total Average", "4"]);
    expect(res.text).toContain(`"Total Average",4,`);
    expect(res.text).toContain(`"${c1.name}","${c1.subcomponents[0].name}","Sub 1 described.",4,`);
    expect(rows.at(-1)!.slice(0, 2)).toEqual(["Overall Comments", "Keep going"]);
  });

  it("dates the file name in the reader's time zone when the browser sends it, in UTC for a zone it does not know", async () => {
    freezeDate(); // one instant: the day cannot turn between the call and the check
    try {
      const w = await createBehavioralWorld(t.prisma, [1]);
      const cookie = await managerCookie(w.manager);
      await callRoute(submit, "/api/evaluation", {
        method: "POST",
        cookie,
        body: { employeeId: w.report.id, scores: fullScores(w.competencies, 4) },
      });
      // UTC+14 and UTC-11: at any instant at least one of them is on another day than UTC.
      const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago"];
      expect(zones.some((zone) => dayIn(zone) !== dayIn("UTC"))).toBe(true);
      for (const zone of zones) {
        const res = await download(w.report.hrisId, w.manager.hrisId, cookie, `?timeZone=${zone}`);
        expect(res.headers.get("content-disposition")).toContain(`_${dayIn(zone)}.csv"`);
      }
      const unknown = await download(w.report.hrisId, w.manager.hrisId, cookie, "?timeZone=Etc/Unknown");
      expect(unknown.status).toBe(200);
      expect(unknown.headers.get("content-disposition")).toContain(`_${dayIn("UTC")}.csv"`);
      const tooLong = await download(
        w.report.hrisId,
        w.manager.hrisId,
        cookie,
        `?timeZone=${"x".repeat(65)}`,
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.text).toContain("The time zone must be at most 64 characters.");
    } finally {
      jest.useRealTimers();
    }
  });

  it("neutralises cells that a spreadsheet would run as formulas", async () => {
    const w = await createBehavioralWorld(t.prisma, [3]);
    const cookie = await managerCookie(w.manager);
    const scores = fullScores(w.competencies, 3);
    scores[0].notes = '=HYPERLINK("http://evil.example","click")';
    scores[1].notes = "+1+2";
    scores[2].notes = "@SUM(A1)";
    Object.assign(scores[0], { competencyNotes: "-2+3" });
    await callRoute(submit, "/api/evaluation", {
      method: "POST",
      cookie,
      body: { employeeId: w.report.id, overallComments: "\t=cmd|' /C calc'!A0", scores },
    });
    const res = await download(w.report.hrisId, w.manager.hrisId, cookie);
    const rows = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[1][4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(rows[2][4]).toBe("'+1+2");
    expect(rows[3][4]).toBe("'@SUM(A1)");
    expect(rows[1][5]).toBe("'-2+3");
    expect(rows.at(-1)![1]).toBe("'\t=cmd|' /C calc'!A0");
  });

  it("refuses another manager's HRIS id (403), answers 404 for employees outside the hierarchy as without an evaluation", async () => {
    const w = await createBehavioralWorld(t.prisma, [1]);
    const cookie = await managerCookie(w.manager);
    await callRoute(submit, "/api/evaluation", {
      method: "POST",
      cookie: await managerCookie(w.otherBoss),
      body: { employeeId: w.outsider.id, scores: fullScores(w.competencies, 4) },
    });
    expect((await download(w.outsider.hrisId, w.otherBoss.hrisId, cookie)).status).toBe(403);
    expect((await download(w.outsider.hrisId, w.manager.hrisId, cookie)).status).toBe(404);
    expect((await download(w.report.hrisId, w.manager.hrisId, cookie)).status).toBe(404);
    expect((await download("NOPE404", w.manager.hrisId, cookie)).status).toBe(404);
    expect((await download(w.report.hrisId, w.manager.hrisId)).status).toBe(401);
    expect(
      (await download(w.report.hrisId, w.manager.hrisId, await hrCookie(await createHrUser(t.prisma))))
        .status,
    ).toBe(403);
  });
});
