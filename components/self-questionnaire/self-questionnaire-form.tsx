"use client";
import { useId, useMemo } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChoiceOptions } from "@/components/questionnaire/choice-options";
import { CommentsQuestion } from "@/components/questionnaire/comments-question";
import { CompletedBanner } from "@/components/questionnaire/completed-banner";
import { CountedTextarea } from "@/components/questionnaire/counted-textarea";
import { MethodCheckboxes } from "@/components/questionnaire/method-checkboxes";
import { Question } from "@/components/questionnaire/question";
import { RequiredNote } from "@/components/shell/required";
import { toast } from "@/hooks/use-toast";
import { AssessmentActionBar } from "@/components/assessment/assessment-action-bar";
import { ClosedCycleBanner } from "@/components/assessment/closed-cycle-banner";
import { ApiError } from "@/lib/client/api";
import { isCycleReadOnly, isCycleRefusal } from "@/lib/shared/review-cycle-state";
import { TOAST_MS, usePendingAction } from "@/components/assessment/use-pending-action";
import { DETAIL_MAX, REVIEW_FREQUENCIES } from "@/lib/shared/schemas/questionnaire-common";
import {
  PQ_CLARITY_ANSWERS,
  PQ_DATA_ISSUES_ANSWERS,
  SELF_MESSAGES,
  SELF_OVERALL_PERFORMANCE,
  SELF_REVIEW_YEAR,
  managerSelfQuestionnaireFieldsSchema,
  managerSelfQuestionnaireSchema,
  selfQuestionnaireIssues,
  type ManagerSelfAnswers,
  type ManagerSelfQuestionnaireDto,
} from "@/lib/shared/schemas/self-questionnaire";
import { toSelfFormValues, type SelfQuestionnaireValues } from "./self-questionnaire-model";
import { useSubmitSelfQuestionnaire } from "./self-questionnaire-mutations";

type Props = {
  hrisId: string;
  questionnaire: ManagerSelfQuestionnaireDto | null;
};

/**
 * The manager's self-assessment (spec 2 §2, §3, §5, §8): six questions checked by the shared
 * schema; once submitted, the 'Assessment Completed' banner and the answers, read-only.
 */
export function SelfQuestionnaireForm({ hrisId, questionnaire }: Props) {
  const id = useId();
  const router = useRouter();
  const defaults = useMemo(() => toSelfFormValues(questionnaire), [questionnaire]);
  const readOnly = questionnaire !== null;
  const form = useForm<SelfQuestionnaireValues, unknown, ManagerSelfAnswers>({
    defaultValues: defaults,
    resolver: zodResolver(managerSelfQuestionnaireSchema),
    // The questions read formState.disabled: a submitted answer at full contrast, with no counter.
    disabled: readOnly,
  });
  const { pending, start, finish } = usePendingAction();
  const { mutateAsync: submitAnswers } = useSubmitSelfQuestionnaire(hrisId);
  const [pqClarity, pqDataIssues] = useWatch({ control: form.control, name: ["pqClarity", "pqDataIssues"] });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const errorOf = (name: string) => errors[name]?.message;
  const submitForm = () => void form.handleSubmit(send, refuse)();

  async function send(answers: ManagerSelfAnswers) {
    if (!start("submit")) return;
    try {
      await submitAnswers(answers);
    } catch (error) {
      finish();
      // The cycle's refusals (closed, phase not open) say why; anything else the spec's text.
      const reason =
        error instanceof ApiError && isCycleRefusal(error.code) ? error.serverMessage : undefined;
      const message = reason ? { ...SELF_MESSAGES.failed, description: reason } : SELF_MESSAGES.failed;
      toast({ ...message, variant: "destructive", duration: TOAST_MS.error });
      return;
    }
    toast({ ...SELF_MESSAGES.submitted, duration: TOAST_MS.saved });
    router.push("/");
  }

  function refuse() {
    const parsed = managerSelfQuestionnaireFieldsSchema.safeParse(form.getValues());
    const first = parsed.success ? selfQuestionnaireIssues(parsed.data)[0] : undefined;
    const message = first ? SELF_MESSAGES[first.check] : SELF_MESSAGES.missingInformation;
    toast({ ...message, variant: "destructive", duration: TOAST_MS.error });
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) submitForm();
        }}
        className="space-y-6"
      >
        {questionnaire && isCycleReadOnly(questionnaire.cycle) && (
          <ClosedCycleBanner cycle={questionnaire.cycle} />
        )}
        {questionnaire && (
          <CompletedBanner title="Assessment Completed" submittedAt={questionnaire.submittedAt} />
        )}
        {!readOnly && <RequiredNote />}
        <fieldset disabled={readOnly} className="space-y-6">
          <legend className="sr-only">Self-assessment questions</legend>
          <Question
            id={`${id}-methods`}
            number="1."
            text={`How was your performance measured in ${SELF_REVIEW_YEAR}? Select all that apply.`}
          >
            <MethodCheckboxes errorOf={errorOf} detailsRequired={!readOnly} />
          </Question>
          <Question
            id={`${id}-overall`}
            required={!readOnly}
            number="2."
            role="radiogroup"
            text={`How would you rate your overall performance in ${SELF_REVIEW_YEAR}?`}
            error={errorOf("overallPerformance")}
          >
            <ChoiceOptions name="overallPerformance" options={SELF_OVERALL_PERFORMANCE} />
          </Question>
          <Question
            id={`${id}-frequency`}
            required={!readOnly}
            number="3."
            role="radiogroup"
            text={`How often did you review your performance objectives in ${SELF_REVIEW_YEAR}?`}
            error={errorOf("reviewFrequency")}
          >
            <ChoiceOptions name="reviewFrequency" options={REVIEW_FREQUENCIES} columns />
          </Question>
          <Question
            id={`${id}-clarity`}
            required={!readOnly}
            number="4."
            role="radiogroup"
            text={`Do you know where you were tracking against your PQ bonus attainment in ${SELF_REVIEW_YEAR}?`}
            error={errorOf("pqClarity")}
          >
            <ChoiceOptions name="pqClarity" options={PQ_CLARITY_ANSWERS} />
            {pqClarity === "Other" && (
              <CountedTextarea
                name="pqClarityOther"
                label="Details of your PQ clarity answer"
                max={DETAIL_MAX}
                rows={2}
                error={errorOf("pqClarityOther")}
                required={!readOnly}
              />
            )}
          </Question>
          <Question
            id={`${id}-issues`}
            required={!readOnly}
            number="5."
            role="radiogroup"
            text={`Were there any issues with your PQ data in ${SELF_REVIEW_YEAR}?`}
            error={errorOf("pqDataIssues")}
          >
            <ChoiceOptions name="pqDataIssues" options={PQ_DATA_ISSUES_ANSWERS} />
            {pqDataIssues === "Other" && (
              <CountedTextarea
                name="pqDataIssuesOther"
                label="Details of your PQ data issues answer"
                max={DETAIL_MAX}
                rows={2}
                error={errorOf("pqDataIssuesOther")}
                required={!readOnly}
              />
            )}
          </Question>
          <CommentsQuestion
            id={`${id}-comments`}
            number="6."
            text="Additional comments"
            error={errorOf("comments")}
          />
        </fieldset>
        {!readOnly && (
          // The sticky bar of the other forms; a self-assessment has no draft and no last-saved time.
          <AssessmentActionBar
            pending={pending}
            isDirty={false}
            lastSaved={null}
            onSubmit={submitForm}
            submitLabel="Submit Assessment"
          />
        )}
      </form>
    </FormProvider>
  );
}
