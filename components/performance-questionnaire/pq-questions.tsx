"use client";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CheckboxField } from "@/components/questionnaire/checkbox-field";
import { ChoiceOptions } from "@/components/questionnaire/choice-options";
import { CountedTextarea } from "@/components/questionnaire/counted-textarea";
import { Question } from "@/components/questionnaire/question";
import { DETAIL_MAX, REVIEW_FREQUENCIES } from "@/lib/shared/schemas/questionnaire-common";
import {
  FORECAST_MAX,
  FORECAST_MIN,
  POWERBI_ANSWERS,
  POWERBI_PROBLEMS,
  PQ_BONUS_CLARITY_ANSWERS,
  PQ_TARGET_ANSWERS,
  REVIEW_PERIOD,
} from "@/lib/shared/schemas/performance-questionnaire";
import { forecastFromInput, type PerformanceReviewValues } from "./performance-review-model";

type Props = { employeeName: string; errorOf: (name: string) => string | undefined };

/** Questions 4 to 8, asked only when PQs is selected (spec 2 §3, §5). */
export function PqQuestions({ employeeName, errorOf }: Props) {
  const id = useId();
  const { control, register } = useFormContext<PerformanceReviewValues>();
  const [powerbiReporting, pqBonusClarity] = useWatch({
    control,
    name: ["powerbiReporting", "pqBonusClarity"],
  });
  return (
    <>
      <Question
        id={`${id}-frequency`}
        required
        number="4."
        role="radiogroup"
        text={`How often did you review PQs with ${employeeName} in ${REVIEW_PERIOD}?`}
        error={errorOf("reviewFrequency")}
      >
        <ChoiceOptions name="reviewFrequency" options={REVIEW_FREQUENCIES} columns />
      </Question>
      <Question
        id={`${id}-powerbi`}
        required
        number="5."
        role="radiogroup"
        text={`Was the Power BI reporting of ${employeeName}'s PQs accurate in ${REVIEW_PERIOD}?`}
        error={errorOf("powerbiReporting")}
      >
        <ChoiceOptions name="powerbiReporting" options={POWERBI_ANSWERS} columns />
      </Question>
      {powerbiReporting === "No" && (
        <Question id={`${id}-problems`} number="5B." text="Where were the problems? Select all that apply.">
          {POWERBI_PROBLEMS.map((p) => (
            <CheckboxField key={p.field} name={p.field} label={p.label} />
          ))}
        </Question>
      )}
      <Question
        id={`${id}-clarity`}
        required
        number="6."
        role="radiogroup"
        text={`Was ${employeeName} clear on how their PQ bonus is earned in ${REVIEW_PERIOD}?`}
        error={errorOf("pqBonusClarity")}
      >
        <ChoiceOptions name="pqBonusClarity" options={PQ_BONUS_CLARITY_ANSWERS} columns />
        {pqBonusClarity === "Other" && (
          <CountedTextarea
            name="pqBonusClarityOther"
            label="Details of the PQ bonus clarity answer"
            max={DETAIL_MAX}
            rows={2}
            error={errorOf("pqBonusClarityOther")}
          />
        )}
      </Question>
      <Question
        id={`${id}-forecast`}
        required
        number="7."
        text={`What is ${employeeName}'s forecasted bonus attainment?`}
        hint={`A percentage from ${FORECAST_MIN} to ${FORECAST_MAX}. Enter 0% if unknown.`}
        error={errorOf("forecastedBonusAttainment")}
      >
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-forecast-input`} className="sr-only">
            Forecasted bonus attainment (%)
          </Label>
          <Input
            id={`${id}-forecast-input`}
            type="number"
            inputMode="decimal"
            min={FORECAST_MIN}
            max={FORECAST_MAX}
            step="any"
            className="w-28"
            aria-describedby={
              errorOf("forecastedBonusAttainment")
                ? `${id}-forecast-hint ${id}-forecast-error`
                : `${id}-forecast-hint`
            }
            aria-invalid={errorOf("forecastedBonusAttainment") ? true : undefined}
            aria-required
            {...register("forecastedBonusAttainment", { setValueAs: forecastFromInput })}
          />
          <span aria-hidden>%</span>
        </div>
      </Question>
      <Question
        id={`${id}-targets`}
        required
        number="8."
        role="radiogroup"
        text={`Did ${employeeName} meet their PQ targets in ${REVIEW_PERIOD}?`}
        error={errorOf("pqTargets")}
      >
        <ChoiceOptions name="pqTargets" options={PQ_TARGET_ANSWERS} columns />
      </Question>
    </>
  );
}
