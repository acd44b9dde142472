"use client";
import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { apiJson } from "@/lib/client/api";
import type { JobProgress } from "@/lib/shared/schemas/passwords";

// The running bulk job: done / total, rate and time left, polled once a second until it finishes.
// The rate is measured over what this screen has watched (more honest after a resumed job).
const POLL_MS = 1000;

export function GenerationProgress({
  initial,
  onFinished,
}: {
  initial: JobProgress;
  onFinished: (job: JobProgress) => void;
}) {
  const [job, setJob] = useState(initial);
  const [rate, setRate] = useState<number | null>(initial.ratePerSecond);
  const first = useRef<{ at: number; processed: number } | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout>;
    const start = (first.current ??= { at: Date.now(), processed: initial.processed });
    const poll = async () => {
      try {
        const { job: next } = await apiJson<{ job: JobProgress | null }>(
          "GET",
          "/api/hr/generation-progress",
        );
        if (stop || !next) return;
        setJob(next);
        const seconds = (Date.now() - start.at) / 1000;
        const done = next.processed - start.processed;
        if (done > 0 && seconds > 0) setRate(done / seconds);
        else if (next.ratePerSecond) setRate(next.ratePerSecond);
        if (next.status === "Completed" || next.status === "Failed") return finished.current(next);
      } catch {
        /* a missed poll is retried on the next tick */
      }
      if (!stop) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [initial.processed]);

  const percent = job.total ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  const left = rate ? Math.ceil(Math.max(0, job.total - job.processed) / rate) : job.secondsLeft;
  const label = job.kind === "Generate" ? "Generating employee passwords" : "Regenerating employee passwords";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 className="flex items-center gap-2">
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
        <div
          className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground"
          aria-live="polite"
        >
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
