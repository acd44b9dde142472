"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Building2, Network, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DirectReportsView } from "@/components/team/direct-reports-view";
import { EmptyState } from "@/components/team/empty-state";
import { ManagerChainBreadcrumb } from "@/components/team/manager-chain-breadcrumb";
import { useTeamData, type TeamManager } from "@/components/team/use-team-data";
import { messageOf } from "@/lib/client/api";
import { LoadError } from "@/components/shell/load-error";
import { componentOnDemand, PartUnavailable } from "@/components/shell/component-on-demand";
import { loadOnDemand } from "@/lib/client/load-on-demand";

// The home opens on Direct Reports: the other two views (the slider, the tree, the department
// groups) load when first chosen, fetched ahead when a pointer or the keyboard reaches their button.
// Code that could not load leaves a message with Try again in the view's place (the buttons still work).
const loadOrganization = loadOnDemand(() => import("@/components/team/organization-view"));
const loadDepartments = loadOnDemand(() => import("@/components/team/departments-view"));
const viewLoading = () => <EmptyState>Loading employees...</EmptyState>;
const OrganizationView = dynamic(
  componentOnDemand(() => loadOrganization().then((m) => m.OrganizationView), {
    unavailable: PartUnavailable,
    loading: viewLoading(),
  }),
  { loading: viewLoading },
);
const DepartmentsView = dynamic(
  componentOnDemand(() => loadDepartments().then((m) => m.DepartmentsView), {
    unavailable: PartUnavailable,
    loading: viewLoading(),
  }),
  { loading: viewLoading },
);
const PREFETCH: Partial<Record<string, () => Promise<unknown>>> = {
  organization: loadOrganization,
  departments: loadDepartments,
};

const VIEWS = [
  { key: "direct", label: "Direct Reports", icon: Users },
  { key: "organization", label: "Organization", icon: Network },
  { key: "departments", label: "Departments", icon: Building2 },
] as const;
type View = (typeof VIEWS)[number]["key"];

/** The manager home's team area: breadcrumb, the three view modes and their data (spec 2 §2). */
export function TeamWorkspace({ manager }: { manager: TeamManager }) {
  const [view, setView] = useState<View>("direct");
  const { rows, team, isLoading, error, reload } = useTeamData(manager);

  return (
    <div className="space-y-4">
      {team && <ManagerChainBreadcrumb chain={team.managerChain} selfName={manager.name} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label="View mode"
          className="flex max-w-full flex-wrap rounded-lg bg-muted p-1"
        >
          {VIEWS.map(({ key, label, icon: Icon }) => (
            <Button
              key={key}
              size="sm"
              variant={view === key ? "default" : "ghost"}
              aria-pressed={view === key}
              onClick={() => setView(key)}
              onPointerEnter={() => void PREFETCH[key]?.()}
              onFocus={() => void PREFETCH[key]?.()}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href="/indirect-reports">Indirect Reports</Link>
        </Button>
      </div>
      {error ? (
        <LoadError
          title="Failed to load employees"
          message={messageOf(error, "Please try again.")}
          onRetry={() => void reload()}
        />
      ) : isLoading || !team ? (
        <EmptyState>Loading employees...</EmptyState>
      ) : view === "direct" ? (
        <DirectReportsView rows={rows} />
      ) : view === "organization" ? (
        <OrganizationView rows={rows} manager={manager} />
      ) : (
        <DepartmentsView rows={rows} />
      )}
    </div>
  );
}
