import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

export const metadata = { title: "Career Path Management — HR Admin Dashboard" };

export default function Page() {
  return <FeatureUnavailable title="Career Path Management" />;
}
