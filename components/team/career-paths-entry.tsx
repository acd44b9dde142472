"use client";
import dynamic from "next/dynamic";
import { Route } from "lucide-react";
import { Button } from "@/components/ui/button";
import { componentOnDemand } from "@/components/shell/component-on-demand";
import {
  DialogLoading,
  DialogOnDemandUnavailable,
  useDialogOnDemand,
} from "@/components/shell/dialog-on-demand";
import { loadOnDemand } from "@/lib/client/load-on-demand";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";

// Every employee card has this button; the dialog (and its content) loads when first opened.
const loadDialog = loadOnDemand(() => import("@/components/career-paths/career-progression-dialog"));
const CareerProgressionDialog = dynamic(
  componentOnDemand(() => loadDialog().then((m) => m.CareerProgressionDialog), {
    unavailable: DialogOnDemandUnavailable,
    loading: <DialogLoading />,
  }),
  { ssr: false, loading: DialogLoading },
);

/** The career paths entry point of an employee (home cards, indirect rows, profile). */
export function CareerPathsEntry({ employee }: { employee: PathSubject }) {
  const { mounted, trigger, dialog } = useDialogOnDemand(loadDialog);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Career Paths for ${employee.name}`} {...trigger}>
        <Route aria-hidden />
        Career Paths
      </Button>
      {mounted && <CareerProgressionDialog employee={employee} dialog={dialog} />}
    </>
  );
}
