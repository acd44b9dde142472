import { CycleList } from "@/components/review-cycles/cycle-list";
import { PlannerBanner } from "@/components/review-cycles/planner-banner";

export const metadata = { title: "Review Cycles — HR Admin Dashboard" };

// The HR layout has already checked the session; the list comes from GET /api/hr/review-cycles (HR
// only), the planner's last run from GET /api/hr/reminders/status.
export default function Page() {
  return (
    <div className="space-y-4">
      <PlannerBanner />
      <CycleList />
    </div>
  );
}
