import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

export const metadata = { title: "User Feedback — HR Admin Dashboard" };

export default function Page() {
  return <FeatureUnavailable title="User Feedback" />;
}
