"use client";
import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Rocket } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import {
  cycleUrl,
  cyclePageQuery,
  isLaunchRunning,
  launchProgressQuery,
  reviewCycleKeys,
} from "@/components/review-cycles/review-cycle-queries";
import type { EligibilityAnswer } from "@/components/review-cycles/cycle-types";

/**
 * Launch: usable once no blocking problem remains (the server's `canLaunch`); asks first. The
 * cycle turns Active at once and the page shows the job that snapshots its participants.
 */
export function LaunchButton({ cycleId, name }: { cycleId: number; name: string }) {
  const preview = useQuery(cyclePageQuery<EligibilityAnswer>(cycleId, "eligibility", 1));
  const write = useCycleWrite();
  const blocking = preview.data?.counts.blocking;
  const ready = !!preview.data?.canLaunch;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ActionDialog
        trigger={
          <Button softDisabled={!ready} aria-describedby="launch-note">
            <Rocket aria-hidden />
            Launch
          </Button>
        }
        title={`Launch ${name}`}
        description={`${preview.data?.counts.in ?? 0} people take part. Once launched, the participants are fixed; later changes go through late joiners, leavers and reviewer changes.`}
        confirmLabel="Launch"
        onConfirm={async () => {
          await write.mutateAsync({ method: "POST", url: cycleUrl(cycleId, "/launch") });
        }}
      />
      <p id="launch-note" className="text-sm text-muted-foreground">
        {blocking === undefined
          ? "Checking eligibility..."
          : ready
            ? "Ready to launch."
            : blocking > 0
              ? `Fix or excuse ${blocking} blocking ${blocking === 1 ? "problem" : "problems"} to launch.`
              : "Nobody is eligible yet: change the cycle's eligibility rules."}
      </p>
    </div>
  );
}

/** The launch job's progress, polled once a second while it runs; the cycle is re-read when it ends. */
export function LaunchProgress({ cycleId }: { cycleId: number }) {
  const queryClient = useQueryClient();
  const progress = useQuery(launchProgressQuery(cycleId));
  const job = progress.data?.job;
  const running = isLaunchRunning(job);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: reviewCycleKeys.all });
    }
  }, [running, queryClient]);
  if (!job || job.status === "Completed") return null;
  const percent = job.total ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  return (
    <div className="space-y-2 rounded-md border p-4">
      <p className="text-sm font-medium">
        {job.status === "Failed" ? "The launch stopped" : "Launching the cycle"}
      </p>
      <Progress
        value={percent}
        aria-label="Launch progress"
        aria-valuetext={`${job.processed} of ${job.total}`}
      />
      <p className="text-sm text-muted-foreground tabular-nums">
        {job.processed.toLocaleString("en-US")} / {job.total.toLocaleString("en-US")} participants ({percent}
        %)
      </p>
    </div>
  );
}
