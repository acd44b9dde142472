import { ASSESSMENT_KINDS, EXPORT_KINDS, PROGRESS_KINDS } from "@/lib/server/assessments/registry";
import type { ExportKind, ProgressKind } from "@/lib/server/assessments/assessment-kind";
import { ASSESSMENT_KIND_INFOS } from "@/lib/shared/assessment-kinds";
import { buildEvaluationStatus, type StatusRow } from "@/lib/server/team/build-status";
import { evaluationColumns } from "@/lib/server/exports/evaluations-workbook";
import { rowColumns, assessmentJoins } from "@/lib/server/exports/evaluation-sql";
import { valuesKind } from "@/lib/server/values-review/values-kind";

// The shared code iterates over the registered assessment kinds (issue 30): a kind added to the
// registry is in the team status and the export without another edit. The fake kind is the values
// review under another name and headers.

const fake = {
  ...valuesKind,
  name: "fake",
  export: {
    ...valuesKind.export!,
    scoreColumn: { header: "Fake Score", width: 10 },
    dateColumn: { header: "Fake Review Date", width: 10 },
  },
} as ProgressKind & ExportKind;

it("registers a server half for every client-safe half, in the same order", () => {
  expect(ASSESSMENT_KINDS.map((k) => k.name)).toEqual(ASSESSMENT_KIND_INFOS.map((k) => k.name));
  expect(PROGRESS_KINDS.map((k) => k.name)).toEqual(["behavioral", "values", "performance"]);
  expect(EXPORT_KINDS.map((k) => k.name)).toEqual(["behavioral", "values", "performance"]);
});

describe("a registered kind that makes up progress", () => {
  const allThree: StatusRow = {
    employeeId: 7,
    employeeHrisId: "E00007",
    ...Object.fromEntries(
      PROGRESS_KINDS.flatMap((k) => [
        [`${k.name}Id`, 1],
        [`${k.name}Complete`, true],
        [`${k.name}Score`, 4],
      ]),
    ),
  };

  it("counts in the team status: all complete only once it is", () => {
    const kinds = [...PROGRESS_KINDS, fake];
    const pending = buildEvaluationStatus({ ...allThree, fakeId: null }, kinds);
    expect(pending).toMatchObject({
      completedAssessments: 3,
      allAssessmentsComplete: false,
      combinedScore: null,
    });
    const done = buildEvaluationStatus({ ...allThree, fakeId: 9, fakeComplete: true, fakeScore: 4 }, kinds);
    expect(done).toMatchObject({ completedAssessments: 4, allAssessmentsComplete: true, combinedScore: 8 });
  });
});

describe("a registered kind with export columns", () => {
  it("has its score and date columns in the workbook", () => {
    const headers = evaluationColumns(() => null, [...ASSESSMENT_KIND_INFOS, fake]).map((c) => c.header);
    expect(headers).toEqual([
      "Employee",
      "HRIS ID",
      "Title",
      "Department",
      "Manager",
      "Manager HRIS ID",
      "Status",
      "Behavioral Score",
      "Values Score",
      "Performance Score",
      "Fake Score",
      "Total Score",
      "Behavioral Review Date",
      "Values Review Date",
      "Performance Review Date",
      "Fake Review Date",
      "Last Updated",
      "Acknowledgement Comment",
    ]);
  });

  it("is read by the export's SQL: its latest complete row and its stored score", () => {
    const kinds = [...EXPORT_KINDS, fake];
    expect(assessmentJoins(kinds).sql.match(/LEFT JOIN LATERAL/g)).toHaveLength(4);
    expect(rowColumns(kinds).sql).toContain('"fakeStoredScore"');
    expect(rowColumns(kinds).sql).toContain("GREATEST(k0.at,k1.at,k2.at,k3.at)");
  });
});
