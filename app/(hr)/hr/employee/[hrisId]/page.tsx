import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

export const metadata = { title: "Career Paths — HR Admin Dashboard" };

export default function Page() {
  return <FeatureUnavailable title="Employee Career Paths" />;
}
