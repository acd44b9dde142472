"use client";
import dynamic from "next/dynamic";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { componentOnDemand, PartUnavailable } from "@/components/shell/component-on-demand";
import type { DialogOnDemandProps } from "@/components/shell/dialog-on-demand";
import { loadOnDemand } from "@/lib/client/load-on-demand";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";

// Loaded when an employee's Career Paths button is first used (components/team/career-paths-entry);
// its content (the paths, the custom path builders and their validation) loads when it first opens.
const loadContent = loadOnDemand(() => import("@/components/career-paths/career-progression-content"));
const contentLoading = <p className="text-sm text-muted-foreground">Loading career paths...</p>;
const CareerProgressionContent = dynamic(
  componentOnDemand(() => loadContent().then((m) => m.CareerProgressionContent), {
    unavailable: PartUnavailable,
    loading: contentLoading,
  }),
  { ssr: false, loading: () => contentLoading },
);

/** The career progression dialog of one employee (spec 2 §2), opened from home, indirect reports or the profile. */
export function CareerProgressionDialog({
  employee,
  dialog: { onCloseAutoFocus, ...root },
}: {
  employee: PathSubject;
  dialog: DialogOnDemandProps;
}) {
  return (
    <Dialog {...root}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Career Progression</DialogTitle>
          <DialogDescription>{employee.name}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: the career path, path type and title reads happen then. */}
        <CareerProgressionContent subject={employee} />
      </DialogContent>
    </Dialog>
  );
}
