import { DebugRelationships } from "@/components/team/debug-relationships";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { getDebugRelationships } from "@/lib/server/employees/debug-relationships";

export const metadata = { title: "Debug Relationships — Performance Review" };

export default async function DebugRelationshipsPage() {
  const session = await requireManagerPage();
  return <DebugRelationships data={await getDebugRelationships(session)} />;
}
