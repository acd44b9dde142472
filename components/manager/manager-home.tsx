import { notFound } from "next/navigation";
import { ManagerProfileCard } from "@/components/manager/manager-profile-card";
import { FeatureUnavailable } from "@/components/shell/feature-unavailable";
import { getManagerProfile } from "@/lib/server/employees/manager-profile";
import type { Session } from "@/lib/server/auth/session";

// Manager home (spec 2 §2). The three team views are built in the manager workspace issue.
export async function ManagerHome({ session }: { session: Session }) {
  const profile = await getManagerProfile(session.id);
  if (!profile) notFound();
  return (
    <div className="space-y-6">
      <ManagerProfileCard profile={profile} />
      <FeatureUnavailable title="Team views" />
    </div>
  );
}
