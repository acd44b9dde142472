"use client";
import { useState } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/shell/load-error";
import { NotFoundState } from "@/components/shell/not-found-state";
import { toast } from "@/hooks/use-toast";
import { CareerPathBody } from "@/components/career-paths/career-path-body";
import { careerPathQuery, pathTypesQuery } from "@/components/career-paths/career-path-queries";
import { useSetVerification } from "@/components/career-paths/custom-path-mutations";
import { isNotFound, messageOf } from "@/lib/client/api";
import { useQuery } from "@tanstack/react-query";
import { formatPath, type CustomPath } from "@/lib/shared/career-paths/format-path";
import { CAREER_TEXTS } from "@/lib/shared/career-paths/texts";
import { useListHref } from "@/components/career-paths/hr/list-address";

/** HR's view of one employee's career paths (/hr/employee/{hrisId}), where HR verifies custom paths. */
export function HrEmployeeCareerPaths({ hrisId }: { hrisId: string }) {
  const career = useQuery(careerPathQuery(hrisId));
  const { mutateAsync: setVerification } = useSetVerification(hrisId);
  const pathTypes = useQuery(pathTypesQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const listHref = useListHref();

  async function toggle(path: CustomPath) {
    if (busy === path.sessionId) return;
    setBusy(path.sessionId);
    try {
      await setVerification({ path, isVerified: !path.isVerified });
      // Said in words too, not only by the badge changing.
      toast({
        title: CAREER_TEXTS.successTitle,
        description: path.isVerified ? "The path is no longer verified." : "The path is verified.",
      });
    } catch (error) {
      toast({
        title: CAREER_TEXTS.errorTitle,
        description: messageOf(error, "Failed to update the verification. Please try again."),
        variant: "destructive",
        duration: 4000,
      });
    } finally {
      setBusy(null);
    }
  }

  // To the list with the search and page HR left it at.
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link href={listHref}>
        <ArrowLeft aria-hidden />
        Back to Career Path Management
      </Link>
    </Button>
  );

  if (isNotFound(career.error)) {
    return (
      <NotFoundState
        title="Employee not found."
        action={
          <Button asChild variant="outline">
            <Link href={listHref}>Back to Career Path Management</Link>
          </Button>
        }
      >
        No employee has the HRIS ID {hrisId}.
      </NotFoundState>
    );
  }
  if (career.error) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          title={CAREER_TEXTS.loadFailed}
          message={messageOf(career.error, "Please try again.")}
          onRetry={() => void career.refetch()}
        />
      </div>
    );
  }
  if (!career.data) return <p className="text-sm text-muted-foreground">Loading career paths...</p>;
  const data = career.data;

  return (
    <div className="space-y-4">
      {back}
      <div>
        <h2 className="text-2xl font-semibold">{data.employee.name}</h2>
        <p className="text-sm text-muted-foreground">
          {data.employee.hrisId} · {data.employee.title ?? "No title assigned"}
        </p>
      </div>
      <CareerPathBody
        data={data}
        pathTypes={pathTypes.data}
        customActions={(path) => (
          <Button
            size="sm"
            variant={path.isVerified ? "outline" : "default"}
            // aria-disabled, not disabled: a disabled button drops the keyboard focus it has.
            aria-disabled={busy === path.sessionId}
            className="aria-disabled:pointer-events-none aria-disabled:opacity-50"
            aria-label={`${path.isVerified ? "Remove Verification" : "Verify"} ${formatPath(path.titles)}`}
            onClick={() => void toggle(path)}
          >
            {path.isVerified ? "Remove Verification" : "Verify"}
          </Button>
        )}
      />
    </div>
  );
}
