import { CycleList } from "@/components/review-cycles/cycle-list";

export const metadata = { title: "Review Cycles — HR Admin Dashboard" };

// The HR layout has already checked the session; the list comes from GET /api/hr/review-cycles (HR only).
export default function Page() {
  return <CycleList />;
}
