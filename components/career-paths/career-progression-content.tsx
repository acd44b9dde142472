"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useQuery } from "@tanstack/react-query";
import { formatPath, type CustomPath } from "@/lib/shared/career-paths/format-path";
import { CAREER_TEXTS } from "@/lib/shared/career-paths/texts";
import { CareerPathBody } from "@/components/career-paths/career-path-body";
import { careerPathQuery, pathTypesQuery } from "@/components/career-paths/career-path-queries";
import { ConfirmButton } from "@/components/career-paths/confirm-button";
import { CustomPathBuilder, type BuilderMode } from "@/components/career-paths/custom-path-builder";
import { deletePath, type PathSubject } from "@/components/career-paths/custom-path-calls";
import { QuickCustomPath } from "@/components/career-paths/quick-custom-path";
import { toast } from "@/hooks/use-toast";

/** What the career progression dialog shows while open: the paths, their actions and the builders. */
export function CareerProgressionContent({ subject }: { subject: PathSubject }) {
  const career = useQuery(careerPathQuery(subject.hrisId));
  const pathTypes = useQuery(pathTypesQuery());
  const [quickOpen, setQuickOpen] = useState(false);
  const [builder, setBuilder] = useState<BuilderMode | null>(null);

  if (career.error) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{CAREER_TEXTS.loadFailed}</p>
        <Button size="sm" variant="outline" onClick={() => void career.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!career.data) return <p className="text-sm text-muted-foreground">Loading career paths...</p>;

  async function remove(path: CustomPath) {
    try {
      await deletePath(subject, path.customCareerPathId);
      toast({ title: CAREER_TEXTS.successTitle, description: CAREER_TEXTS.deleted });
    } catch (error) {
      // The spec's first dialog only logs a failed delete.
      console.error("[career-paths] delete failed", error);
    }
  }

  const actions = (path: CustomPath) => {
    const name = formatPath(path.titles);
    return (
      <>
        <ConfirmButton
          label="View"
          ariaLabel={`View ${name}`}
          title="View custom path?"
          description={`Open ${name}.`}
          onConfirm={() => setBuilder({ kind: "view", path })}
        />
        <ConfirmButton
          label="Edit"
          ariaLabel={`Edit ${name}`}
          title="Edit custom path?"
          description={`Change the positions, notes or verified mark of ${name}.`}
          onConfirm={() => setBuilder({ kind: "edit", path })}
        />
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete ${name}`}
          title="Delete custom path?"
          description={`${name} will be deleted. This cannot be undone.`}
          destructive
          onConfirm={() => void remove(path)}
        />
      </>
    );
  };

  return (
    <>
      <CareerPathBody
        data={career.data}
        pathTypes={pathTypes.data}
        customActions={actions}
        customSectionAction={
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setQuickOpen((v) => !v)}
              aria-expanded={quickOpen}
            >
              Add Custom Path
            </Button>
            <Button size="sm" onClick={() => setBuilder({ kind: "create" })}>
              Create Custom Path
            </Button>
          </div>
        }
      >
        {quickOpen && <QuickCustomPath subject={subject} onDone={() => setQuickOpen(false)} />}
      </CareerPathBody>
      {builder && <CustomPathBuilder subject={subject} mode={builder} onClose={() => setBuilder(null)} />}
    </>
  );
}
