"use client";
import { useRouter } from "next/navigation";
import { isStaleEdit, messageOf } from "@/lib/client/api";
import { toast } from "@/hooks/use-toast";
import {
  evaluationBodySchema,
  summarizeIssues,
  type CompetencyDto,
  type SavedEvaluationDto,
} from "@/lib/shared/schemas/behavioral";
import { useSaveEvaluation } from "./scorecard-mutations";
import { downloadFile } from "@/lib/client/download-file";
import { behavioralKindInfo } from "@/lib/shared/behavioral/behavioral-kind";
import { buildRequestBody, formIssues, type ScorecardValues } from "./scorecard-form-model";
import { TOAST_MS, usePendingAction } from "@/components/assessment/use-pending-action";

const { saved: SAVED_MS, saveFailed: SAVE_FAILED_MS, error: ERROR_MS, csv: CSV_MS } = TOAST_MS;

type Ids = {
  employeeId: number | null;
  employeeHrisId: string | null;
  managerId: number | null;
  managerHrisId: string | null;
};

type Options = {
  competencies: CompetencyDto[];
  ids: Ids;
  /** The evaluation being edited (edit mode), if any. */
  evaluationId: number | null;
  /** Already submitted: editing it skips the completeness check (spec 2 §5). */
  isSubmitted: boolean;
  /** The saved version the form holds (its updatedAt), null for a blank form: sent as `basedOn`. */
  basedOn: string | null;
  getValues: () => ScorecardValues;
  onSaved: (saved: SavedEvaluationDto, values: ScorecardValues) => void;
  onInvalid: () => void;
};

function ValidationIssues({ issues }: { issues: string[] }) {
  const { shown, hasMore } = summarizeIssues(issues);
  return (
    <div>
      <p>Please fix the following issues:</p>
      <ul className="mt-1 list-disc pl-5">
        {shown.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
      {hasMore && <p>...</p>}
    </div>
  );
}

/** Save Draft and Submit (spec 2 §4, §5, §8): the calls, the toasts, the CSV backup, the redirect. */
export function useScorecardActions({
  competencies,
  ids,
  evaluationId,
  isSubmitted,
  basedOn,
  getValues,
  onSaved,
  onInvalid,
}: Options) {
  const router = useRouter();
  const { mutateAsync: save } = useSaveEvaluation();
  const { pending, start, finish } = usePendingAction();

  function bodyFor(values: ScorecardValues, kind: "draft" | "submit") {
    if (ids.employeeId === null || ids.managerId === null) {
      toast({
        title: "Missing information",
        description: "Employee or manager information not found",
        variant: "destructive",
        duration: ERROR_MS,
      });
      return null;
    }
    // The same zod schema the server applies; the form only ever builds valid bodies.
    return evaluationBodySchema.parse({
      ...buildRequestBody(
        competencies,
        values,
        { employeeId: ids.employeeId, managerId: ids.managerId },
        kind,
      ),
      basedOn,
    });
  }

  async function saveDraft() {
    const values = getValues();
    const body = bodyFor(values, "draft");
    if (!body || !start("draft")) return;
    try {
      onSaved(await save({ kind: "draft", evaluationId, body }), values);
      toast({
        title: "Draft saved successfully",
        description: "Your progress has been saved",
        duration: SAVED_MS,
      });
    } catch (error) {
      toast({
        title: "Failed to save draft",
        // Trying again cannot help a form opened from an older version: say to reload instead.
        description: isStaleEdit(error) ? messageOf(error, "Please try again") : "Please try again",
        variant: "destructive",
        duration: SAVE_FAILED_MS,
      });
    } finally {
      finish();
    }
  }

  async function submit() {
    const values = getValues();
    if (!isSubmitted) {
      const issues = formIssues(competencies, values);
      if (issues.length) {
        onInvalid();
        toast({
          title: "Form validation failed",
          description: <ValidationIssues issues={issues} />,
          variant: "destructive",
          duration: ERROR_MS,
        });
        return;
      }
    }
    const body = bodyFor(values, "submit");
    if (!body || !start("submit")) return;
    try {
      onSaved(await save({ kind: "submit", evaluationId, body }), values);
      toast({
        title: "Evaluation submitted successfully",
        description: "The behavioral competency evaluation has been saved.",
        duration: SAVED_MS,
      });
    } catch (error) {
      finish();
      toast({
        title: "Submission failed",
        description: messageOf(error, "Failed to submit evaluation"),
        variant: "destructive",
        duration: ERROR_MS,
      });
      return;
    }
    if (ids.employeeHrisId && ids.managerHrisId) {
      try {
        const { csvBackup } = behavioralKindInfo;
        await downloadFile(
          csvBackup.url({ employeeHrisId: ids.employeeHrisId, managerHrisId: ids.managerHrisId }),
          csvBackup.file,
        );
        toast({
          title: "CSV Backup Downloaded",
          description: "A copy of this evaluation was saved to your downloads.",
          duration: CSV_MS,
        });
      } catch (error) {
        // The evaluation is saved; the backup is a convenience and can be downloaded again later.
        console.warn("CSV backup download failed", error);
      }
    }
    // Replace, not push: Back from the profile must not bring the submitted form back as it was.
    router.replace(ids.employeeId !== null ? `/employee/${ids.employeeId}` : "/employees");
  }

  return { pending, saveDraft, submit };
}
