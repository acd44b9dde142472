"use client";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/shell/load-error";
import { useQuestionnaireRead } from "@/components/questionnaire/use-questionnaire-read";
import type { ManagerSelfQuestionnaireDto } from "@/lib/shared/schemas/self-questionnaire";
import { SelfQuestionnaireForm } from "./self-questionnaire-form";
import { selfQuestionnairePath } from "./self-questionnaire-model";

/** /manager-self-questionnaire/{hrisId}: the title, the way back, then the form (spec 2 §2). */
export function SelfQuestionnaireScreen({ hrisId }: { hrisId: string }) {
  const read = useQuestionnaireRead<ManagerSelfQuestionnaireDto>(selfQuestionnairePath(hrisId));
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-semibold">Performance Review</h1>
          <p className="text-muted-foreground">Self-assessment of your own performance</p>
        </div>
      </div>
      {read.state === "loading" && (
        <div className="space-y-4" aria-busy="true">
          <p className="text-sm text-muted-foreground">Loading your assessment...</p>
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {read.state === "redirecting" && <p className="text-sm text-muted-foreground">Redirecting...</p>}
      {read.state === "error" && (
        <LoadError
          title="Unable to load your assessment"
          message="Something went wrong while loading your self-assessment. Please try again."
          onRetry={read.retry}
        />
      )}
      {read.state === "ready" && <SelfQuestionnaireForm hrisId={hrisId} questionnaire={read.data} />}
    </div>
  );
}
