import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export type ScorecardEmployee = { id: number; hrisId: string; name: string; title: string | null };

/** Whose evaluation this is: name and title, and its state once one exists. */
export function ScorecardHeader({
  employee,
  state,
}: {
  employee: ScorecardEmployee;
  state: "new" | "draft" | "complete";
}) {
  return (
    <div className="space-y-3">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={`/employee/${employee.id}`}>
          <ArrowLeft aria-hidden />
          Back to Employee Profile
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Behavioral Competency Evaluation</p>
          <h1 className="text-2xl font-semibold">{employee.name}</h1>
          <p className="text-muted-foreground">{employee.title ?? "No title assigned"}</p>
        </div>
        {state === "draft" && <Badge variant="warning">Draft Evaluation</Badge>}
        {state === "complete" && <Badge variant="success">Evaluation Complete</Badge>}
      </div>
    </div>
  );
}
