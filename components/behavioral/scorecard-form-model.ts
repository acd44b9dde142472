import type { CompetencyInput } from "@/lib/shared/scores";
import { effectiveOverride, overrideText } from "@/components/assessment/override-value";
import {
  completenessIssues,
  type CompetencyDto,
  type EvaluationBody,
  type EvaluationDto,
  type ScoreItem,
} from "@/lib/shared/schemas/behavioral";

// The scorecard's form values and the pure translations around them: from a loaded evaluation,
// to the score arithmetic, to the request body. Keys are prefixed ("c12", "s34") because
// react-hook-form reads numeric path segments as array indexes.

export { effectiveOverride };

export type SubcomponentValues = { score: number; notes: string };
export type CompetencyValues = {
  notes: string;
  overrideEnabled: boolean;
  /** As typed in the field; parsed with validOverride (out-of-range values are ignored). */
  overrideScore: string;
  subs: Record<string, SubcomponentValues>;
};
export type ScorecardValues = { overallComments: string; competencies: Record<string, CompetencyValues> };

export const competencyKey = (id: number) => `c${id}`;
export const subcomponentKey = (id: number) => `s${id}`;

/** The form for these competencies, filled from an evaluation when one is loaded. */
export function buildFormValues(
  competencies: CompetencyDto[],
  evaluation?: EvaluationDto | null,
): ScorecardValues {
  const items = new Map((evaluation?.scores ?? []).map((s) => [s.subcomponentId, s]));
  const values: ScorecardValues = { overallComments: evaluation?.overallComments ?? "", competencies: {} };
  for (const c of competencies) {
    const own = c.subcomponents.map((s) => items.get(s.id)).filter((s) => s !== undefined);
    const override = own.find((s) => s.overrideScore !== null)?.overrideScore ?? null;
    values.competencies[competencyKey(c.id)] = {
      notes: own.find((s) => s.competencyNotes)?.competencyNotes ?? "",
      overrideEnabled: override !== null,
      overrideScore: overrideText(override),
      subs: Object.fromEntries(
        c.subcomponents.map((s) => [
          subcomponentKey(s.id),
          { score: items.get(s.id)?.score ?? 0, notes: items.get(s.id)?.notes ?? "" },
        ]),
      ),
    };
  }
  return values;
}

function competencyValues(values: ScorecardValues, c: CompetencyDto): CompetencyValues {
  return (
    values.competencies[competencyKey(c.id)] ?? {
      notes: "",
      overrideEnabled: false,
      overrideScore: "",
      subs: {},
    }
  );
}

/** Whether the body carries an item for this subcomponent: a score, notes, or the competency's notes or override. */
function sendsItem(v: CompetencyValues, subcomponentId: number): boolean {
  const sub = v.subs[subcomponentKey(subcomponentId)] ?? { score: 0, notes: "" };
  return sub.score > 0 || !!sub.notes.trim() || !!v.notes.trim() || effectiveOverride(v) !== null;
}

export function toCompetencyInput(c: CompetencyDto, values: ScorecardValues): CompetencyInput {
  const v = competencyValues(values, c);
  return {
    scores: c.subcomponents.map((s) => v.subs[subcomponentKey(s.id)]?.score ?? 0),
    overrideScore: effectiveOverride(v),
  };
}

/** Spec 2 §5 messages for a new evaluation, in screen order. */
export function formIssues(competencies: CompetencyDto[], values: ScorecardValues): string[] {
  return completenessIssues(
    competencies.map((c) => ({
      name: c.name,
      subcomponents: c.subcomponents.map((s) => ({ id: s.id, name: s.scDetail })),
    })),
    competencies.map((c) => {
      const v = values.competencies[competencyKey(c.id)];
      // As the server sees it: a competency the body carries no item of has "No data provided".
      if (!v || !c.subcomponents.some((s) => sendsItem(v, s.id))) return undefined;
      const scores = Object.fromEntries(
        c.subcomponents.map((s) => [s.id, v.subs[subcomponentKey(s.id)]?.score ?? 0]),
      );
      return { scores, overrideEnabled: v.overrideEnabled, overrideScore: effectiveOverride(v) };
    }),
  );
}

/**
 * The request body. Items are kept when they carry a score above 0 or notes (the competency's
 * notes and override ride on its items, so a competency with only those keeps its items too).
 * Draft items carry only scDetailId, subcomponentId, score, notes, competencyNotes, overrideScore.
 */
export function buildRequestBody(
  competencies: CompetencyDto[],
  values: ScorecardValues,
  ids: { employeeId: number; managerId: number },
  kind: "draft" | "submit",
): EvaluationBody {
  const scores: ScoreItem[] = [];
  for (const c of competencies) {
    const v = competencyValues(values, c);
    const overrideScore = effectiveOverride(v);
    const competencyNotes = v.notes.trim() ? v.notes : "";
    for (const s of c.subcomponents) {
      if (!sendsItem(v, s.id)) continue;
      const sub = v.subs[subcomponentKey(s.id)] ?? { score: 0, notes: "" };
      const notes = sub.notes.trim() ? sub.notes : "";
      const item: ScoreItem = {
        scDetailId: c.id,
        subcomponentId: s.id,
        notes,
        competencyNotes,
        overrideScore,
      };
      if (sub.score > 0) item.score = sub.score;
      if (kind === "submit")
        Object.assign(item, {
          competencyName: c.name,
          subcomponentName: s.scDetail,
          subcomponentDescription: s.description,
        });
      scores.push(item);
    }
  }
  return {
    employeeId: ids.employeeId,
    managerId: ids.managerId,
    overallComments: values.overallComments,
    scores,
  };
}

/** A stable fingerprint of what would be saved: "unsaved" means it differs from the last saved one. */
export function fingerprint(competencies: CompetencyDto[], values: ScorecardValues): string {
  return JSON.stringify(buildRequestBody(competencies, values, { employeeId: 0, managerId: 0 }, "draft"));
}
