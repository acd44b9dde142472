import { NewCycle } from "@/components/review-cycles/new-cycle";

export const metadata = { title: "New Review Cycle — HR Admin Dashboard" };

// The HR layout has already checked the session; the form posts to /api/hr/review-cycles (HR only).
export default function Page() {
  return <NewCycle />;
}
