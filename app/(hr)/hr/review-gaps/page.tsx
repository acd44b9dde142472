import { ReviewGaps } from "@/components/review-gaps/review-gaps";

export const metadata = { title: "Review Gaps — HR Admin Dashboard" };

// The HR layout has already checked the session; the groups come from GET /api/hr/review-gaps (HR only).
export default function Page() {
  return <ReviewGaps />;
}
