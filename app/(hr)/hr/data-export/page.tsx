import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

export const metadata = { title: "Data Export — HR Admin Dashboard" };

export default function Page() {
  return <FeatureUnavailable title="Data Export" />;
}
