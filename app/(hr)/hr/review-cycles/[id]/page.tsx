import { notFound } from "next/navigation";
import { CompletionDashboard } from "@/components/completion/completion-dashboard";
import { CyclePage } from "@/components/review-cycles/cycle-page";
import { PlannerBanner } from "@/components/review-cycles/planner-banner";
import { parseNumericId } from "@/lib/shared/schemas/params";

export const metadata = { title: "Review Cycle — HR Admin Dashboard" };

// The HR layout has already checked the session; the cycle comes from GET /api/hr/review-cycles/{id},
// its completion from GET /api/review-cycles/{id}/completion (composed here: two features).
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseNumericId((await params).id);
  if (id === null) notFound();
  return (
    <div className="space-y-6">
      <PlannerBanner />
      <CyclePage cycleId={id} />
      <CompletionDashboard cycle={id} hideWithoutCycle />
    </div>
  );
}
