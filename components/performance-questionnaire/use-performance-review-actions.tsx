"use client";
import { useRouter } from "next/navigation";
import { ApiError, messageOf } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download-file";
import { toast } from "@/hooks/use-toast";
import { TOAST_MS, usePendingAction } from "@/components/assessment/use-pending-action";
import {
  INCOMPLETE_FORM,
  type PerformanceQuestionnaireAnswers,
  type SavedPerformanceQuestionnaireDto,
} from "@/lib/shared/schemas/performance-questionnaire";
import { questionnairePaths } from "./performance-review-paths";
import { useSavePerformanceReview } from "./performance-review-mutations";
import { performanceKindInfo } from "@/lib/shared/performance-questionnaire/performance-kind";

type Options = {
  employee: { id: number; hrisId: string };
  managerHrisId: string;
  /** The saved version the form holds (its updatedAt), null for a blank form: sent as `basedOn`. */
  basedOn: string | null;
  onSaved: (saved: SavedPerformanceQuestionnaireDto) => void;
};

/**
 * Save Draft and Submit / Update Review (spec 2 §4, §5, §7, §8): the calls, the toasts, the CSV
 * after a submit and the return to the employee's profile.
 */
export function usePerformanceReviewActions({ employee, managerHrisId, basedOn, onSaved }: Options) {
  const router = useRouter();
  const { pending, start, finish } = usePendingAction();
  const paths = questionnairePaths(employee.hrisId, managerHrisId);
  const { mutateAsync: save } = useSavePerformanceReview(employee.hrisId, managerHrisId);

  async function saveDraft(answers: PerformanceQuestionnaireAnswers) {
    if (!start("draft")) return;
    try {
      onSaved(await save({ answers, isDraft: true, basedOn }));
      toast({
        title: "Draft saved successfully",
        description: "Your progress has been saved",
        duration: TOAST_MS.saved,
      });
    } catch (error) {
      toast({
        title: "Failed to save draft",
        description: messageOf(error, "Please try again"),
        variant: "destructive",
        duration: TOAST_MS.saveFailed,
      });
    } finally {
      finish();
    }
  }

  async function submit(answers: PerformanceQuestionnaireAnswers) {
    if (!start("submit")) return;
    try {
      onSaved(await save({ answers, isDraft: false, basedOn }));
    } catch (error) {
      finish();
      toast({
        title: "Submission Failed",
        description: messageOf(
          error,
          error instanceof ApiError ? `HTTP ${error.status}` : "Please try again",
        ),
        variant: "destructive",
        duration: TOAST_MS.error,
      });
      return;
    }
    toast({ title: "Performance Review Submitted", duration: TOAST_MS.saved });
    try {
      await downloadFile(paths.csv, performanceKindInfo.csvBackup.file);
    } catch (error) {
      // The review is saved; the CSV is a copy that can be downloaded again from the same call.
      console.warn("Performance review CSV download failed", error);
    }
    router.replace(`/employee/${employee.id}`);
  }

  /** A submit the form refused: the spec's toast for missing answers, else the first problem. */
  function refuseSubmit(missing: boolean, firstProblem: string | undefined) {
    toast({
      title: missing ? INCOMPLETE_FORM.title : "Submission Failed",
      description: missing ? INCOMPLETE_FORM.description : (firstProblem ?? "Please check your answers."),
      variant: "destructive",
      duration: TOAST_MS.error,
    });
  }

  function refuseDraft(firstProblem: string | undefined) {
    toast({
      title: "Failed to save draft",
      description: firstProblem ?? "Please try again",
      variant: "destructive",
      duration: TOAST_MS.saveFailed,
    });
  }

  return { pending, saveDraft, submit, refuseSubmit, refuseDraft };
}
