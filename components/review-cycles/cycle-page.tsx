"use client";
import { useEffect, useRef } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Archive, ArrowLeft, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/ui/loading-bars";
import { LoadError } from "@/components/shell/load-error";
import { NotFoundState } from "@/components/shell/not-found-state";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { CloseCycleButton } from "@/components/review-cycles/close-cycle";
import { CycleStatusBadge } from "@/components/review-cycles/cycle-status-badge";
import { completionText } from "@/components/review-cycles/cycle-list";
import { EligibilityPreview } from "@/components/review-cycles/eligibility-preview";
import { ExtendPhaseButton } from "@/components/review-cycles/extend-phase";
import { LaunchButton, LaunchProgress } from "@/components/review-cycles/launch-section";
import { ParticipantsSection } from "@/components/review-cycles/participants-section";
import { ShareReviewsButton } from "@/components/review-cycles/share-reviews-button";
import { SelfReviewSettings } from "@/components/review-cycles/self-review-settings";
import { PhaseTable } from "@/components/review-cycles/phase-table";
import { cycleUrl, reviewCycleQuery } from "@/components/review-cycles/review-cycle-queries";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import type { CycleDetail } from "@/components/review-cycles/cycle-types";
import { formatCycleDate, formatPeriod } from "@/lib/shared/cycle-dates";
import { ApiError, messageOf } from "@/lib/client/api";
import { toast } from "@/hooks/use-toast";

/** One cycle: its phases in its own time zone, and what HR can do in its status. */
export function CyclePage({ cycleId }: { cycleId: number }) {
  const cycle = useQuery(reviewCycleQuery(cycleId));
  const heading = useRef<HTMLHeadingElement>(null);
  const status = cycle.data?.status;
  const shownStatus = useRef(status);
  // Launch, close, reopen and archive replace the button that was used: the focus it took to
  // <body> comes to the cycle's heading instead (WCAG 2.4.3).
  useEffect(() => {
    if (shownStatus.current && status !== shownStatus.current && document.activeElement === document.body)
      heading.current?.focus();
    shownStatus.current = status;
  }, [status]);
  if (cycle.error instanceof ApiError && cycle.error.status === 404) {
    return (
      <NotFoundState
        title="Review cycle not found"
        action={
          <Button asChild variant="outline">
            <Link href="/hr/review-cycles">Back to Review Cycles</Link>
          </Button>
        }
      >
        No review cycle has this address; it may have been deleted.
      </NotFoundState>
    );
  }
  if (cycle.error) {
    return (
      <LoadError
        title="Failed to load the review cycle"
        message={messageOf(cycle.error, "Please try again.")}
        onRetry={() => void cycle.refetch()}
        isRetrying={cycle.isFetching}
      />
    );
  }
  if (!cycle.data)
    return <LoadingBars label="Loading the review cycle" bars={["h-10 w-1/3", "h-40 w-full"]} />;
  const c = cycle.data;
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link href="/hr/review-cycles">
          <ArrowLeft aria-hidden />
          Back to Review Cycles
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
              {c.name}
            </h2>
            <CycleStatusBadge status={c.status} />
          </div>
          <p className="text-sm text-muted-foreground">{facts(c)}</p>
        </div>
        <CycleActions cycle={c} />
      </div>
      {c.status !== "Draft" && <LaunchProgress cycleId={c.id} />}
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Phases and deadlines</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PhaseTable cycle={c} />
        </CardContent>
      </Card>
      <SelfReviewSettings cycle={c} />
      {c.status === "Draft" ? (
        <EligibilityPreview cycleId={c.id} />
      ) : (
        <ParticipantsSection cycleId={c.id} canChange={c.status === "Active"} />
      )}
    </div>
  );
}

function facts(c: CycleDetail) {
  const parts = [`Time zone ${c.timeZone}`];
  const period = formatPeriod(c.periodStart, c.periodEnd);
  if (period) parts.push(`Period ${period}`);
  if (c.launchedAt) parts.push(`Launched ${formatCycleDate(c.launchedAt, c.timeZone)}`);
  if (c.closedAt) parts.push(`Closed ${formatCycleDate(c.closedAt, c.timeZone)}`);
  if (c.completion.participants) parts.push(`${c.completion.participants} participants`);
  if (c.completion.expected) parts.push(`Completion ${completionText(c)}`);
  return parts.join(" · ");
}

function CycleActions({ cycle }: { cycle: CycleDetail }) {
  const write = useCycleWrite();
  const router = useRouter();
  const post = (path: string, body?: unknown) =>
    write.mutateAsync({ method: "POST", url: cycleUrl(cycle.id, path), body });
  return (
    <div className="flex flex-wrap gap-2">
      {cycle.status === "Draft" && (
        <>
          <Button asChild variant="outline">
            <Link href={`/hr/review-cycles/${cycle.id}/edit`}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
          <ActionDialog
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden />
                Delete
              </Button>
            }
            title={`Delete ${cycle.name}`}
            description="The draft and its rules are removed. This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={async () => {
              await write.mutateAsync({ method: "DELETE", url: cycleUrl(cycle.id) });
              toast({ title: "Cycle deleted", description: cycle.name });
              router.push("/hr/review-cycles");
            }}
          />
          <LaunchButton cycleId={cycle.id} name={cycle.name} />
        </>
      )}
      {cycle.status === "Active" && (
        <>
          <ExtendPhaseButton cycle={cycle} />
          <ShareReviewsButton cycleId={cycle.id} name={cycle.name} />
          <CloseCycleButton cycleId={cycle.id} name={cycle.name} />
        </>
      )}
      {cycle.status === "Closed" && (
        <>
          <ActionDialog
            trigger={
              <Button variant="outline">
                <RotateCcw aria-hidden />
                Reopen
              </Button>
            }
            title={`Reopen ${cycle.name}`}
            description="Managers can change their reviews again until the cycle is closed again."
            confirmLabel="Reopen"
            reasonLabel="Reason"
            onConfirm={async (reason) => void (await post("/reopen", { reason }))}
          />
          <ActionDialog
            trigger={
              <Button variant="outline">
                <Archive aria-hidden />
                Archive
              </Button>
            }
            title={`Archive ${cycle.name}`}
            description="An archived cycle stays readable by its managers and HR, and can no longer be reopened."
            confirmLabel="Archive"
            onConfirm={async () => void (await post("/archive", {}))}
          />
        </>
      )}
    </div>
  );
}
