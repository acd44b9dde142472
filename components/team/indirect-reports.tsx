"use client";
import { useDeferredValue, useMemo, useState } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { EmptyState } from "@/components/team/empty-state";
import { IndirectGroup } from "@/components/team/indirect-group";
import { SearchAndFilter } from "@/components/team/search-and-filter";
import {
  ALL_DEPARTMENTS,
  departmentsOf,
  filterRows,
  groupByDirectManager,
  isComplete,
  type TeamRow,
} from "@/components/team/team-rows";
import { useTeamData, type TeamManager } from "@/components/team/use-team-data";
import { messageOf } from "@/lib/client/api";
import { LoadError } from "@/components/shell/load-error";

// Groups start open while the page is small; a large org starts folded.
const AUTO_OPEN_LIMIT = 300;

/** Indirect reports (spec 2 §2): reportingLevel above 1, grouped by direct manager. */
export function IndirectReports({ manager }: { manager: TeamManager }) {
  const { rows, isLoading, error, reload } = useTeamData(manager);
  const indirect = useMemo(() => rows.filter((r) => r.reportingLevel > 1), [rows]);
  const [filter, setFilter] = useState({ search: "", department: ALL_DEPARTMENTS });
  const departments = useMemo(() => departmentsOf(indirect), [indirect]);
  // The box shows each key at once; the list follows as a deferred, interruptible render, so
  // typing stays responsive with 2,000 people below the manager.
  const applied = useDeferredValue(filter);
  const { shown, incomplete, completed } = useMemo(() => {
    const matching = filterRows(indirect, applied);
    return {
      shown: matching,
      incomplete: matching.filter((r) => !isComplete(r)),
      completed: matching.filter(isComplete),
    };
  }, [indirect, applied]);

  // A tab's own empty text says there is nobody in it at all; when only the search or filter
  // leaves it empty, it says nothing was found (not "all completed" while 40 are still open).
  const unfiltered = useMemo(
    () => ({
      incomplete: indirect.filter((r) => !isComplete(r)).length,
      completed: indirect.filter(isComplete).length,
    }),
    [indirect],
  );
  const groups = (list: TeamRow[], word: "incomplete" | "completed", emptyText: string) => {
    if (shown.length === 0 || (list.length === 0 && unfiltered[word] > 0))
      return <EmptyState>No indirect reports found.</EmptyState>;
    if (list.length === 0) return <EmptyState>{emptyText}</EmptyState>;
    return (
      <div className="space-y-4">
        {groupByDirectManager(list).map((g) => (
          <IndirectGroup
            key={g.managerId}
            group={g}
            word={word}
            defaultOpen={list.length <= AUTO_OPEN_LIMIT}
          />
        ))}
      </div>
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Indirect Reports</h1>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/employees">
              <ArrowLeft aria-hidden />
              Back to Direct Reports
            </Link>
          </Button>
          <SignOutButton
            label="Logout"
            description="Are you sure you want to sign out? You will need to log in again to access the evaluation system."
          />
        </div>
      </div>
      {error ? (
        <LoadError
          title="Failed to load employees"
          message={messageOf(error, "Please try again.")}
          onRetry={() => void reload()}
        />
      ) : isLoading ? (
        <EmptyState>Loading employees...</EmptyState>
      ) : (
        <>
          <SearchAndFilter value={filter} onChange={setFilter} departments={departments} />
          <Tabs defaultValue="incomplete">
            <TabsList>
              <TabsTrigger value="incomplete">Incomplete ({incomplete.length})</TabsTrigger>
              <TabsTrigger value="completed">Completed ({completed.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="incomplete">
              {groups(incomplete, "incomplete", "All indirect reports have been completed!")}
            </TabsContent>
            <TabsContent value="completed">
              {groups(completed, "completed", "No completed evaluations yet.")}
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
