import { SCORE_MIN } from "@/lib/shared/scores";
import type { CompetencyDto } from "@/lib/shared/schemas/behavioral";
import {
  competencyKey,
  effectiveOverride,
  subcomponentKey,
  type ScorecardValues,
} from "./scorecard-form-model";

// What a new evaluation still lacks before it may be submitted (spec 2 §5), per competency, for
// the inline errors. The texts are the spec's messages ("{competency}: Score required for
// {subcomponent}", "{competency}: Override score must be selected when override is enabled")
// without the names, which the field's label already gives.

export const SCORE_REQUIRED = "Score required";
export const OVERRIDE_REQUIRED = "Override score must be selected when override is enabled";

export type MissingInCompetency = {
  /** The subcomponents with no score, in screen order. */
  subcomponentIds: number[];
  /** Override enabled without a valid override score. */
  override: boolean;
};

export function findMissing(c: CompetencyDto, values: ScorecardValues): MissingInCompetency {
  const v = values.competencies[competencyKey(c.id)];
  return {
    subcomponentIds: c.subcomponents
      .filter((s) => !((v?.subs[subcomponentKey(s.id)]?.score ?? 0) >= SCORE_MIN))
      .map((s) => s.id),
    override: !!v?.overrideEnabled && effectiveOverride(v) === null,
  };
}

export const missingCount = (m: MissingInCompetency) => m.subcomponentIds.length + (m.override ? 1 : 0);

/** The card header's words for it: "2 missing", or nothing when complete. */
export const missingText = (m: MissingInCompetency) =>
  missingCount(m) ? `${missingCount(m)} missing` : null;
