"use client";
import { useEffect } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CareerPathsEntry } from "@/components/team/career-paths-entry";
import { EmptyState } from "@/components/team/empty-state";
import { CombinedScoreCard, EvaluationBadge, EvaluationProgress } from "@/components/team/evaluation-summary";
import { LoadError } from "@/components/shell/load-error";
import { PersonFacts } from "@/components/team/person-facts";
import { ProfileAssessments } from "@/components/team/profile-assessments";
import { isAccessDenied, messageOf } from "@/lib/client/api";
import { useQuery } from "@tanstack/react-query";
import { employeeQuery, employeeStatusQuery } from "@/components/team/team-queries";

type Props = { employeeId: number; manager: { id: number; hrisId: string } };

/** Employee profile (spec 2 §2): the employee, the three assessments and the combined score. */
export function EmployeeProfile({ employeeId, manager }: Props) {
  const router = useRouter();
  const employee = useQuery(employeeQuery(employeeId));
  const status = useQuery(employeeStatusQuery(manager.id, employeeId));
  const error = employee.error ?? status.error;
  // A 403 or 401 while loading goes to /forbidden (spec 2 §4).
  useEffect(() => {
    if (isAccessDenied(error)) router.replace("/forbidden");
  }, [error, router]);

  if (error && !isAccessDenied(error)) {
    return (
      <LoadError
        title="Failed to load employee profile"
        message={messageOf(error, "Please try again.")}
        onRetry={() => {
          if (employee.error) void employee.refetch();
          if (status.error) void status.refetch();
        }}
      />
    );
  }
  if (!employee.data || !status.data) return <EmptyState>Loading employee profile...</EmptyState>;
  const e = employee.data;
  const s = status.data;

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link href="/employees">
          <ArrowLeft aria-hidden />
          Back to Direct Reports
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{e.name}</h1>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{e.title ?? "No title"}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <PersonFacts
            person={e}
            extra={{
              label: "Reports to",
              value: (
                <>
                  {e.directManagerName}
                  {e.reportingLevel > 1 && (
                    <span className="text-muted-foreground"> · Level {e.reportingLevel}</span>
                  )}
                </>
              ),
            }}
          />
          <div className="flex flex-wrap items-center gap-3">
            <EvaluationBadge status={s} noneLabel="No Evaluation" />
            <div className="w-48">
              <EvaluationProgress status={s} name={e.name} />
            </div>
            <CareerPathsEntry employee={{ id: e.id, hrisId: e.hrisId, name: e.name }} />
          </div>
        </CardContent>
      </Card>
      <CombinedScoreCard status={s} />
      <ProfileAssessments employee={e} status={s} managerHrisId={manager.hrisId} />
    </div>
  );
}
