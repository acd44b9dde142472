"use client";
import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { isAlreadySubmitted, isStaleEdit, messageOf } from "@/lib/client/api";
import { toast } from "@/hooks/use-toast";
import { downloadFile } from "@/lib/client/download-file";
import { TOAST_MS, usePendingAction } from "@/components/assessment/use-pending-action";
import { valuesReviewBodySchema, type SavedValuesReviewDto } from "@/lib/shared/schemas/values-review";
import { valuesKindInfo } from "@/lib/shared/values-review/values-kind";
import {
  buildValuesBody,
  valuesFingerprint,
  type ValueShape,
  type ValuesFormValues,
} from "./values-form-model";
import type { ValuesReviewIds } from "./values-review-queries";
import { useSaveValuesReview } from "./values-review-mutations";

/** A draft refused because the review was submitted meanwhile (another tab): it is not demoted. */
export const ALREADY_SUBMITTED_TEXT =
  "This review was already submitted in another tab or window, so it stays submitted. Reload the page to see it; change it with Submit Review.";

/** Spec 2 §9: the redirect to the profile follows a values submit after 1.5 s. */
export const PROFILE_REDIRECT_MS = 1500;

type Options = {
  ids: ValuesReviewIds;
  reviewCycle: string;
  values: ValueShape[];
  getValues: () => ValuesFormValues;
  /** The saved version the form holds (its updatedAt), null for a blank form: sent as `basedOn`. */
  basedOn: string | null;
  /** `sent`: the fingerprint of the answers the call carried (valuesFingerprint). */
  onSaved: (saved: SavedValuesReviewDto, sent: string) => void;
  /** The server refused a draft because the review is submitted (409 already_submitted). */
  onAlreadySubmitted: () => void;
};

/** Save as Draft and Submit Review (spec 2 §4, §7, §8): the call, toasts, CSV backup, refetches, redirect. */
export function useValuesReviewActions({
  ids,
  reviewCycle,
  values,
  getValues,
  basedOn,
  onSaved,
  onAlreadySubmitted,
}: Options) {
  const router = useRouter();
  const { mutateAsync: post } = useSaveValuesReview(ids.employeeId);
  const { pending, start, finish } = usePendingAction();
  // The redirect after a submit: cancelled when the screen goes first (a link followed meanwhile).
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function save(isDraft: boolean) {
    const form = getValues();
    // What is sent, fixed now: the form's nested values change in place while the call is out, and
    // an answer typed meanwhile must still count as unsaved.
    const sent = valuesFingerprint(values, form);
    // The same zod schema the server applies; the form only ever builds valid bodies.
    const body = valuesReviewBodySchema.parse({
      ...buildValuesBody(
        values,
        form,
        { employeeHrisId: ids.employeeHrisId, managerHrisId: ids.managerHrisId, reviewCycle },
        isDraft,
      ),
      basedOn,
    });
    const saved = await post(body);
    onSaved(saved, sent);
    return saved;
  }

  async function saveDraft() {
    if (!start("draft")) return;
    try {
      await save(true);
      toast({
        title: "Draft saved successfully",
        description: "Your progress has been saved.",
        duration: TOAST_MS.saved,
      });
    } catch (error) {
      const submitted = isAlreadySubmitted(error);
      if (submitted) onAlreadySubmitted();
      toast({
        title: "Failed to save draft",
        description: submitted ? ALREADY_SUBMITTED_TEXT : messageOf(error, "Please try again."),
        variant: "destructive",
        duration: TOAST_MS.saveFailed,
      });
    } finally {
      finish();
    }
  }

  async function submit() {
    if (!start("submit")) return;
    let saved: SavedValuesReviewDto;
    try {
      saved = await save(false);
      toast({ title: "Manager review submitted successfully", duration: TOAST_MS.saved });
      // 1.5 s after the submit (spec 2 §4), while the CSV backup downloads.
      redirect.current = window.setTimeout(
        () => router.replace(`/employee/${ids.employeeId}`),
        PROFILE_REDIRECT_MS,
      );
    } catch (error) {
      finish();
      toast({
        title: "Failed to submit review",
        // Trying again cannot help a form opened from an older version: say to reload instead.
        description: isStaleEdit(error) ? messageOf(error, "Please try again.") : "Please try again.",
        variant: "destructive",
        duration: TOAST_MS.error,
      });
      return;
    }
    try {
      const { csvBackup } = valuesKindInfo;
      await downloadFile(saved.csvDownloadUrl ?? csvBackup.url(ids), csvBackup.file);
      toast({
        title: "CSV Backup Downloaded",
        description: "A copy of this review was saved to your downloads.",
        duration: TOAST_MS.csv,
      });
    } catch (error) {
      // The review is saved; the backup is a convenience and can be downloaded again later.
      console.warn("CSV backup download failed", error);
    }
  }

  return { pending, saveDraft, submit };
}
