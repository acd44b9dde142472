"use client";
import { KeyRound } from "lucide-react";
import { StartJobButton } from "./start-job-button";

// The one-time bulk generation (spec 1 §2, §5): a background job; the progress card takes over.
export function GeneratePasswordsButton() {
  return (
    <StartJobButton
      url="/api/hr/generate-passwords"
      icon={<KeyRound aria-hidden />}
      label="Generate Employee Passwords"
      title="Generate employee passwords?"
      description="Are you sure you want to generate passwords for all employees? This can only be done once."
    />
  );
}
