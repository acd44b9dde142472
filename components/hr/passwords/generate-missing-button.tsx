"use client";
import { UserPlus } from "lucide-react";
import { StartJobButton } from "./start-job-button";

const employees = (n: number) => `${n.toLocaleString("en-US")} employee${n === 1 ? "" : "s"}`;

// After the one-time generation, people imported since have no password: one job gives each of
// them one (nobody else's changes); the progress card takes over as for the first generation.
export function GenerateMissingButton({ missing }: { missing: number }) {
  return (
    <StartJobButton
      url="/api/hr/generate-missing-passwords"
      icon={<UserPlus aria-hidden />}
      label={`Generate for the ${employees(missing)} without a password`}
      title="Generate the missing passwords?"
      description={`A password is generated for each of the ${employees(missing)} who have none yet. Nobody else's password changes.`}
    />
  );
}
