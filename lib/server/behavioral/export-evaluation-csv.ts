import "server-only";
import { db } from "@/lib/server/db/client";
import { notFound } from "@/lib/server/errors";
import { findEmployeeForManager } from "@/lib/server/access/hierarchy";
import type { ManagerSession } from "@/lib/server/auth/session";
import { requireOwnManager } from "@/lib/server/team/acting-manager";
import { csvScore, toCsv, type CsvCell } from "@/lib/server/csv/to-csv";
import { fileDateStamp, safeFilenamePart } from "@/lib/server/csv/csv-download";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { listCompetenciesById, listTitleCompetencies } from "./title-competencies";

export const BEHAVIORAL_CSV_HEADER = [
  "Competency",
  "Subcomponent",
  "Description",
  "Score",
  "Notes",
  "Competency Notes",
  "Override Score",
  "Competency Average",
];

const NO_EVALUATION = "No behavioral evaluation was found for this employee.";

/**
 * The CSV backup downloaded after a submit (spec 2 §7): one row per subcomponent, then the total
 * average and the overall comments. Only the signed-in manager's own evaluation of an employee
 * in their hierarchy, for the current cycle.
 */
export async function exportBehavioralEvaluationCsv(
  session: ManagerSession,
  employeeHrisId: string,
  managerHrisId: string,
  timeZone = "UTC",
) {
  requireOwnManager(session, managerHrisId, "You can only download your own evaluations.");
  const [employee, cycle] = await Promise.all([
    findEmployeeForManager(session, { hrisId: employeeHrisId }),
    findActiveCycle(),
  ]);
  if (!cycle) throw notFound(NO_EVALUATION);
  const ev = await db.behavioralEvaluation.findUnique({
    where: {
      employeeId_managerId_cycleId: {
        employeeId: employee.id,
        managerId: session.employeeId,
        cycleId: cycle.id,
      },
    },
    select: {
      overallComments: true,
      totalAverage: true,
      employee: { select: { titleId: true } },
      scores: { select: { subcomponentId: true, score: true, notes: true } },
      competencies: { select: { competencyId: true, notes: true, overrideScore: true, average: true } },
    },
  });
  if (!ev) throw notFound(NO_EVALUATION);

  // The title's competencies, plus any scored under an earlier title, so nothing saved is lost.
  const titleCompetencies = await listTitleCompetencies(ev.employee.titleId);
  const known = new Set(titleCompetencies.map((c) => c.id));
  const extra = await listCompetenciesById(
    ev.competencies.map((c) => c.competencyId).filter((id) => !known.has(id)),
  );
  const scores = new Map(ev.scores.map((s) => [s.subcomponentId, s]));
  const perCompetency = new Map(ev.competencies.map((c) => [c.competencyId, c]));

  const rows: CsvCell[][] = [];
  for (const c of [...titleCompetencies, ...extra]) {
    const summary = perCompetency.get(c.id);
    for (const sub of c.subcomponents) {
      const s = scores.get(sub.id);
      rows.push([
        c.name,
        sub.scDetail,
        sub.description,
        s && s.score > 0 ? s.score : "",
        s?.notes ?? "",
        summary?.notes ?? "",
        csvScore(summary?.overrideScore),
        csvScore(summary?.average),
      ]);
    }
  }
  rows.push([]);
  rows.push(["Total Average", csvScore(ev.totalAverage)]);
  rows.push(["Overall Comments", ev.overallComments ?? ""]);

  const filename = `Behavioral_Review_${safeFilenamePart(employee.name)}_${safeFilenamePart(session.name)}_${fileDateStamp(new Date(), timeZone)}.csv`;
  return { filename, csv: toCsv(BEHAVIORAL_CSV_HEADER, rows) };
}
