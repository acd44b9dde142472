import type { StandardPath } from "@/lib/shared/career-paths/types";
import { PathSteps } from "@/components/career-paths/path-steps";
import { VerificationBadges } from "@/components/career-paths/verification-badges";

export function StandardPathItem({
  path,
  currentTitleId,
}: {
  path: StandardPath;
  currentTitleId?: number | null;
}) {
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="standard-path">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{path.pathName}</span>
        <VerificationBadges isVerified={path.isVerified} />
      </div>
      <PathSteps titles={path.progression} currentTitleId={currentTitleId} />
    </li>
  );
}
