import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

export type AssessedEmployee = { id: number; hrisId: string; name: string; title: string | null };

/** The top of an assessment screen: the way back to the profile, which assessment, whose, and its state. */
export function AssessmentHeader({
  employee,
  label,
  badge,
}: {
  employee: AssessedEmployee;
  label: string;
  badge?: React.ReactNode;
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
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <h1 className="text-2xl font-semibold">{employee.name}</h1>
          <p className="text-muted-foreground">{employee.title ?? "No title assigned"}</p>
        </div>
        {badge}
      </div>
    </div>
  );
}
