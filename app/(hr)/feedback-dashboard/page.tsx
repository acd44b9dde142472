import { FeedbackDashboard } from "@/components/feedback/feedback-dashboard";

export const metadata = { title: "User Feedback — HR Admin Dashboard" };

// The HR layout has already checked the session; the list comes from GET /api/feedback (HR only).
export default function Page() {
  return <FeedbackDashboard />;
}
