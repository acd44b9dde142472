import { Badge } from "@/components/ui/badge";
import type { CycleStatus } from "@/components/review-cycles/cycle-types";

const VARIANTS = { Draft: "outline", Active: "success", Closed: "secondary", Archived: "secondary" } as const;

export function CycleStatusBadge({ status }: { status: CycleStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
