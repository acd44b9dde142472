"use client";
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";
import { NUDGE_MESSAGE_MAX, type NudgeAnswer, type NudgePhase } from "@/lib/shared/nudges";

export type NudgeTarget = { hrisId: string; name: string };

/** What the toast says after a nudge: who got one, who did not and why. */
export function nudgeSummary(answer: NudgeAnswer): { title: string; description: string } {
  const title =
    answer.sent === 0
      ? "Nobody was nudged"
      : `Nudge sent to ${answer.sent} ${answer.sent === 1 ? "person" : "people"}`;
  const skipped = answer.results
    .filter((r) => r.status === "skipped")
    .map((r) => `${r.name ?? r.hrisId}: ${r.reason ?? "skipped"}`);
  return { title, description: skipped.length ? skipped.join("; ") : "They will get an email shortly." };
}

/**
 * Nudge one manager, or every manager on the page with reviews left (issue 33 §4): an optional
 * message, then POST /api/review-cycles/{id}/nudges; the answer says who was sent one and who was
 * skipped and why (at most one nudge a person a day).
 */
export function NudgeDialog({
  cycleId,
  targets,
  label,
  phase = "manager",
}: {
  cycleId: number;
  targets: NudgeTarget[];
  /** The manager phase nudges reviewers; the self phase, people about their own self-review. */
  phase?: NudgePhase;
  /** The trigger's accessible name, e.g. "Nudge Mara Reviewer". */
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const messageId = useId();
  const send = useMutation({
    mutationFn: () =>
      apiJson<NudgeAnswer>("POST", `/api/review-cycles/${cycleId}/nudges`, {
        hrisIds: targets.map((t) => t.hrisId),
        phase,
        ...(message.trim() ? { message } : {}),
      }),
  });
  const who =
    targets.length === 1 ? targets[0].name : `${targets.length} ${phase === "self" ? "people" : "managers"}`;
  async function submit() {
    try {
      const answer = await send.mutateAsync();
      toast(nudgeSummary(answer));
      setOpen(false);
      setMessage("");
    } catch (error) {
      toast({
        title: "The nudge was not sent",
        description: messageOf(error, "Please try again."),
        variant: "destructive",
      });
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label} disabled={targets.length === 0}>
          <BellRing aria-hidden />
          {targets.length > 1 ? `Nudge all (${targets.length})` : "Nudge"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nudge {who}</DialogTitle>
          <DialogDescription>
            {phase === "self"
              ? "An email reminds them to write their self-review, with your message."
              : "An email lists the reviews they still have to finish, with your message."}{" "}
            Each person gets at most one nudge a day.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={messageId}>Message (optional)</Label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={NUDGE_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send nudge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
