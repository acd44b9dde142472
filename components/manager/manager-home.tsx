import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { ManagerProfileCard } from "@/components/manager/manager-profile-card";
import { TeamWorkspace } from "@/components/team/team-workspace";
import { NoReportsHome } from "@/components/manager/no-reports-home";
import { getManagerProfile } from "@/lib/server/employees/manager-profile";
import type { ManagerSession } from "@/lib/server/auth/session";

// Manager home (spec 2 §2, "/" and "/employees"): the profile card is rendered on the server;
// the team views load through the spec's two calls so their loading and empty states show.
// `ownTasks` (the person's own tasks as an employee: task cards, each another feature's, composed
// by the page) follow the profile card; they render on the server and add no script (ADR 0090).
// `teamCompletion` (composed by the page: another feature) follows the team views for a manager
// with reports; it loads in its own request, so the home's statements do not change.
export async function ManagerHome({
  session,
  teamCompletion,
  ownTasks,
}: {
  session: ManagerSession;
  teamCompletion?: ReactNode;
  /** The person's own tasks (their shared review, issue 34): components/shell/task-card.tsx cards. */
  ownTasks?: ReactNode;
}) {
  const profile = await getManagerProfile(session.employeeId);
  if (!profile) notFound();
  return (
    <div className="space-y-6">
      <ManagerProfileCard profile={profile} />
      {ownTasks}
      {profile.directReportCount === 0 ? (
        <NoReportsHome hrisId={profile.hrisId} />
      ) : (
        <>
          <TeamWorkspace manager={{ id: profile.id, hrisId: profile.hrisId, name: profile.name }} />
          {teamCompletion}
        </>
      )}
    </div>
  );
}
