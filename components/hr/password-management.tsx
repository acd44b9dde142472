import { FeatureUnavailable } from "@/components/shell/feature-unavailable";

// Password Management (spec 1 §2) is built in the password issue.
export function PasswordManagement() {
  return <FeatureUnavailable title="Password Management" />;
}
