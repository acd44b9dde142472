import type { CustomPath } from "@/lib/shared/career-paths/format-path";
import { formatDate as formatDate } from "@/lib/shared/format-date";
import { PathSteps } from "@/components/career-paths/path-steps";
import { VerificationBadges } from "@/components/career-paths/verification-badges";

/**
 * One custom path: its titles, notes, badges, who verified it, and the caller's actions (found
 * by its session id, data-focus-key, when focus has to move to them).
 */
export function CustomPathItem({
  path,
  currentTitleId,
  actions,
}: {
  path: CustomPath;
  currentTitleId?: number | null;
  actions?: React.ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-md border p-3" data-testid="custom-path" data-focus-key={path.sessionId}>
      <div className="flex flex-wrap items-center gap-2">
        <PathSteps titles={path.titles} currentTitleId={currentTitleId} />
        <VerificationBadges isVerified={path.isVerified} verified={path.verified} />
      </div>
      {path.notes && <p className="text-sm text-muted-foreground wrap-anywhere">{path.notes}</p>}
      {path.isVerified && path.verifiedBy && (
        <p className="text-xs text-muted-foreground">
          Verified by {path.verifiedBy}
          {path.verifiedAt ? ` on ${formatDate(path.verifiedAt)}` : ""}
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
