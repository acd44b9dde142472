import { ChevronRight } from "lucide-react";
import type { ManagerChainLink } from "@/lib/shared/team-types";

/** The managers above the signed-in manager up to the top of the org; shown when there are any. */
export function ManagerChainBreadcrumb({ chain, selfName }: { chain: ManagerChainLink[]; selfName: string }) {
  if (chain.length === 0) return null;
  return (
    <nav aria-label="Manager chain" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {chain.map((link) => (
          <li key={link.hrisId} className="flex items-center gap-1">
            <span title={link.hrisId}>{link.name}</span>
            <ChevronRight className="size-3.5" aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {selfName}
        </li>
      </ol>
    </nav>
  );
}
