"use client";
import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Loader2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { JobProgress } from "@/lib/shared/schemas/passwords";
import { generationProgressQuery } from "@/components/hr/passwords/password-queries";
import { MilestoneStatus } from "@/components/ui/milestone-status";

const PROGRESS_LABELS: Record<JobProgress["kind"], string> = {
  Generate: "Generating employee passwords",
  RegenerateAll: "Regenerating employee passwords",
  GenerateMissing: "Generating passwords for employees without one",
};

// The running bulk job: done / total, rate and time left, polled while it runs (the query says
// how often). The rate is measured over what this screen has watched (more honest after a
// resumed job).
export function GenerationProgress({
  initial,
  onFinished,
}: {
  initial: JobProgress;
  onFinished: (job: JobProgress) => void;
}) {
  const { data, dataUpdatedAt } = useQuery(generationProgressQuery());
  // A cached answer about an earlier job says nothing about this one.
  const job = data?.job && data.job.id === initial.id ? data.job : initial;
  const [start] = useState(() => ({ at: Date.now(), processed: initial.processed }));
  const seconds = (dataUpdatedAt - start.at) / 1000;
  const watched = job.processed - start.processed;
  const rate = watched > 0 && seconds > 0 ? watched / seconds : job.ratePerSecond;
  const finished = useRef(onFinished);
  const reported = useRef(false);
  // It takes the place of the Generate button that started it: a focus that went with that
  // button comes here, not to <body> (WCAG 2.4.3).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    if ((job.status === "Completed" || job.status === "Failed") && !reported.current) {
      reported.current = true;
      finished.current(job);
    }
  }, [job]);

  const percent = job.total ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  const left = rate ? Math.ceil(Math.max(0, job.total - job.processed) / rate) : job.secondsLeft;
  const label = PROGRESS_LABELS[job.kind];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 outline-none">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {label}
          </h3>
        </CardTitle>
        <CardDescription>
          Passwords are hashed on the server; you can leave this page and come back.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Progress
          value={percent}
          aria-label="Password generation progress"
          aria-valuetext={`${job.processed} of ${job.total}`}
        />
        <MilestoneStatus label={label} percent={percent} />
        {job.retrying && (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertTitle>The last batch could not be saved</AlertTitle>
            <AlertDescription>
              It is tried again automatically in a few seconds; the passwords already saved are kept. If this
              message stays, the server log says why.
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums">
            {job.processed.toLocaleString("en-US")} / {job.total.toLocaleString("en-US")} passwords ({percent}
            %)
          </span>
          <span className="tabular-nums">
            {rate ? `${rate.toFixed(1)} passwords/s` : "Measuring speed..."}
            {left !== null && left !== undefined && rate ? ` · about ${formatDuration(left)} left` : ""}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}

function formatDuration(seconds: number) {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}
