"use client";
import { useState } from "react";
import { usePathname, useSelectedLayoutSegments } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RequiredNote, RequiredStar } from "@/components/shell/required";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { refusalReason } from "@/lib/client/api";
import {
  DEFAULT_FEEDBACK_PRIORITY,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  PRIORITY_LABELS,
} from "@/lib/shared/feedback-labels";
import { guestContextFor, pageNameFor } from "@/lib/shared/page-names";
import {
  feedbackFormSchema,
  type FeedbackFormValues,
  type SubmitFeedbackBody,
} from "@/lib/shared/schemas/feedback";
import { setFeedbackDialogOpen, useFeedbackDialogOpen } from "@/components/feedback/feedback-dialog-store";
import { ImagePicker } from "@/components/feedback/image-picker";
import type { PickedImage } from "@/components/feedback/read-image-file";
import { useFocusReturn } from "@/hooks/use-focus-return";
import { QueryProvider } from "@/components/providers/query-provider";
import { useSubmitFeedback } from "@/components/feedback/feedback-mutations";

const DEFAULTS: FeedbackFormValues = {
  feedbackType: "Questions",
  title: "",
  description: "",
  priority: DEFAULT_FEEDBACK_PRIORITY,
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * The Submit Feedback dialog (spec 1 §2); who is writing is decided by the server from the session.
 * It is mounted by the root layout, outside the shells' query provider (the sign-in pages too), so
 * it brings its own, on the tab's one client.
 */
export function FeedbackDialog() {
  return (
    <QueryProvider>
      <FeedbackForm />
    </QueryProvider>
  );
}

function FeedbackForm() {
  const open = useFeedbackDialogOpen();
  const pathname = usePathname();
  const location = pageNameFor(pathname, useSelectedLayoutSegments());
  const [images, setImages] = useState<PickedImage[]>([]);
  const { register, control, handleSubmit, reset, formState } = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = formState;
  const returnFocus = useFocusReturn(open);
  const { mutateAsync: submitFeedback } = useSubmitFeedback();

  async function onSubmit(values: FeedbackFormValues) {
    const body: SubmitFeedbackBody = {
      ...values,
      location,
      attachments: images.map((image) => image.dataUrl),
      guestContext: guestContextFor(pathname),
    };
    try {
      await submitFeedback(body);
      toast({
        title: "Feedback Submitted",
        description: "Thank you for your feedback! We'll review it soon.",
      });
      reset(DEFAULTS);
      setImages([]);
      setFeedbackDialogOpen(false);
    } catch (error) {
      // What was typed stays in the form so the person can try again. A refusal the person can act
      // on (a damaged image, an hourly limit) says why after the spec's words.
      const reason = refusalReason(error);
      toast({
        title: "Error",
        description: reason
          ? `Failed to submit feedback. ${reason}`
          : "Failed to submit feedback. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && setFeedbackDialogOpen(next)}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Submit Feedback</DialogTitle>
          <DialogDescription>Report a problem, ask a question or suggest an improvement.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <RequiredNote of="Fields" />
          <div className="grid gap-4 sm:grid-cols-[2fr_3fr]">
            <div className="space-y-2">
              <Label htmlFor="feedback-type">Feedback Type</Label>
              <Controller
                control={control}
                name="feedbackType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={isSubmitting}>
                    <SelectTrigger id="feedback-type" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FEEDBACK_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="feedback-priority">Priority</Label>
              <Controller
                control={control}
                name="priority"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={isSubmitting}>
                    <SelectTrigger id="feedback-priority" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FEEDBACK_PRIORITIES.map((priority) => (
                        <SelectItem key={priority} value={priority}>
                          {PRIORITY_LABELS[priority]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <div className="space-y-2">
            <div className="flex items-center gap-1">
              <Label htmlFor="feedback-title">Title</Label>
              <RequiredStar />
            </div>
            <Input
              id="feedback-title"
              maxLength={255}
              placeholder="Brief summary of your feedback"
              aria-invalid={!!errors.title}
              aria-required
              aria-describedby={errors.title ? "feedback-title-error" : undefined}
              {...register("title")}
            />
            <FieldError id="feedback-title-error" message={errors.title?.message} />
          </div>
          <div className="space-y-2">
            <div className="flex items-center gap-1">
              <Label htmlFor="feedback-description">Description</Label>
              <RequiredStar />
            </div>
            <Textarea
              id="feedback-description"
              rows={4}
              maxLength={10_000}
              placeholder="Please describe the issue, question or idea in detail"
              aria-invalid={!!errors.description}
              aria-required
              aria-describedby={errors.description ? "feedback-description-error" : undefined}
              {...register("description")}
            />
            <FieldError id="feedback-description-error" message={errors.description?.message} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="feedback-location">Location</Label>
            <Input id="feedback-location" value={location} readOnly className="bg-muted" />
          </div>
          <ImagePicker images={images} onChange={setImages} disabled={isSubmitting} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Submitting..." : "Submit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
