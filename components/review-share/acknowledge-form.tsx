"use client";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiJson, messageOf } from "@/lib/client/api";
import { reviewShareKeys } from "@/components/review-share/review-share-queries";
import { ACK_COMMENT_MAX } from "@/lib/shared/schemas/review-share";

export const ACK_MEANING = "Acknowledging means “I have read it”, not “I agree”.";

/** The acknowledgement of the version on screen (issue 34 §8): an optional comment, then one click. */
export function AcknowledgeForm({ version }: { version: number }) {
  const queryClient = useQueryClient();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const tooLong = comment.length > ACK_COMMENT_MAX;
  const acknowledge = useMutation({
    mutationFn: () =>
      apiJson<{ message: string }>("POST", "/api/my-review/acknowledge", comment.trim() ? { comment } : {}),
    onSuccess: (answer) => {
      setError(null);
      toast({ title: "Acknowledged", description: answer.message });
    },
    onError: (e) =>
      // acknowledged meanwhile in another tab: the screen catches up; anything else stays with the text
      e instanceof ApiError && e.code === "already_acknowledged"
        ? setError(null)
        : setError(messageOf(e, "Your acknowledgement could not be saved. Please try again.")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewShareKeys.all }),
  });
  return (
    <form
      className="space-y-3"
      aria-labelledby="acknowledge-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong && !acknowledge.isPending) acknowledge.mutate();
      }}
    >
      <h2 id="acknowledge-title" className="text-lg font-semibold">
        Acknowledge version {version}
      </h2>
      <p className="text-sm">{ACK_MEANING}</p>
      <div className="space-y-1">
        <Label htmlFor="ack-comment">Comment (optional)</Label>
        <Textarea
          id="ack-comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={tooLong || undefined}
          aria-describedby="ack-comment-count"
          rows={4}
        />
        <p
          id="ack-comment-count"
          className={tooLong ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {comment.length.toLocaleString("en-US")} / {ACK_COMMENT_MAX.toLocaleString("en-US")} characters
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={tooLong || acknowledge.isPending}>
        <Check aria-hidden />
        {acknowledge.isPending ? "Acknowledging…" : "Acknowledge"}
      </Button>
    </form>
  );
}
