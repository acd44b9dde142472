"use client";
import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/ui/loading-bars";
import { NativeSelect } from "@/components/ui/native-select";
import { LoadError } from "@/components/shell/load-error";
import { CompletionExport } from "@/components/completion/completion-export";
import { CompletionGroups } from "@/components/completion/completion-groups";
import { CompletionPeople } from "@/components/completion/completion-people";
import {
  completionQuery,
  completionUrl,
  type CompletionView,
} from "@/components/completion/completion-queries";
import { formatAcknowledgement, formatCount } from "@/components/completion/phase-count";
import { isNotFound, messageOf } from "@/lib/client/api";
import { PHASE_LABELS } from "@/lib/shared/review-phases";

type Drill = { group: string; reach: "direct" | "all"; title: string };

/**
 * The completion dashboard (issue 33 §7): per phase, done / total / overdue by department or by
 * manager subtree, a group's names on drill-down, and the same numbers as a workbook. HR's cycle
 * page shows the whole org; a manager's home shows their own subtree of the active cycle
 * (`hideWithoutCycle`: nothing at all when no cycle is active).
 */
export function CompletionDashboard({
  cycle,
  hideWithoutCycle = false,
  headingLevel = 3,
}: {
  cycle: number | "active";
  hideWithoutCycle?: boolean;
  /** Its title's level on the page (its names' title is one below). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [groupBy, setGroupBy] = useState<CompletionView["groupBy"]>("department");
  const [page, setPage] = useState(1);
  const [drill, setDrill] = useState<Drill | null>(null);
  const [drillPage, setDrillPage] = useState(1);
  const [team, setTeam] = useState<{ hrisId: string; name: string } | null>(null);
  const groupById = useId();
  const root = team?.hrisId;
  const view: CompletionView = drill
    ? { groupBy, root, page: drillPage, group: drill.group, reach: drill.reach }
    : { groupBy, root, page };
  const openTeam = (next: { hrisId: string; name: string } | null) => {
    setTeam(next);
    setPage(1);
    setDrill(null);
  };
  const answer = useQuery(completionQuery(cycle, view));
  if (hideWithoutCycle && isNotFound(answer.error)) return null;
  const data = answer.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>
            <Heading>Completion</Heading>
          </CardTitle>
          <CardDescription>
            {data ? `${data.cycle.name}: ` : ""}done, total and overdue per phase, and who acknowledged their
            shared review{data?.root ? ` in ${data.root.name}'s team` : ""}. Leavers and excused people are
            not counted.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={groupById}>Group by</Label>
            <NativeSelect
              id={groupById}
              value={groupBy}
              onChange={(e) => {
                setGroupBy(e.target.value as CompletionView["groupBy"]);
                setPage(1);
                setDrill(null);
              }}
            >
              <option value="department">Department</option>
              <option value="manager">Manager</option>
            </NativeSelect>
          </div>
          <CompletionExport
            url={completionUrl(data?.cycle.id ?? cycle, { groupBy, root }, "completion.xlsx")}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {answer.error ? (
          <LoadError
            title="Failed to load the completion"
            message={messageOf(answer.error, "Please try again.")}
            onRetry={() => void answer.refetch()}
            isRetrying={answer.isFetching}
          />
        ) : !data ? (
          <LoadingBars label="Loading the completion" bars={Array(3).fill("h-8 w-full")} />
        ) : data.phases.length === 0 ? (
          <p className="text-sm text-muted-foreground">This cycle has no phase with reviews to count.</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Totals">
              {data.phases.map((phase) => (
                <li key={phase}>
                  <span className="font-medium">{PHASE_LABELS[phase]}:</span>{" "}
                  {formatCount(data.totals[phase])}
                </li>
              ))}
            </ul>
            <ul className="text-sm" aria-label="Shared reviews">
              <li>
                <span className="font-medium">Shared reviews:</span>{" "}
                {formatAcknowledgement(data.acknowledgement)}
              </li>
            </ul>
            {team && !drill && (
              <Button variant="ghost" size="sm" onClick={() => openTeam(null)}>
                <ArrowLeft aria-hidden />
                Back to all teams
              </Button>
            )}
            {data.view === "groups" ? (
              <CompletionGroups
                answer={data}
                busy={answer.isFetching}
                onPage={setPage}
                onOpenTeam={(hrisId, name) => openTeam({ hrisId, name })}
                onDrill={(group, reach, title) => {
                  setDrill({ group, reach, title });
                  setDrillPage(1);
                }}
              />
            ) : (
              <CompletionPeople
                answer={data}
                title={drill?.title ?? ""}
                headingLevel={headingLevel === 2 ? 3 : 4}
                busy={answer.isFetching}
                onPage={setDrillPage}
                onBack={() => setDrill(null)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
