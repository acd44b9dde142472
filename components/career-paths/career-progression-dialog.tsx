"use client";
import dynamic from "next/dynamic";
import { Route } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { PathSubject } from "@/components/career-paths/custom-path-calls";

// Every employee card has this button, but the dialog's content (the paths, the custom path
// builders and their validation) loads only when a dialog first opens.
const CareerProgressionContent = dynamic(
  () =>
    import("@/components/career-paths/career-progression-content").then((m) => m.CareerProgressionContent),
  { ssr: false, loading: () => <p className="text-sm text-muted-foreground">Loading career paths...</p> },
);

/** The career progression dialog of one employee (spec 2 §2), opened from home, indirect reports or the profile. */
export function CareerProgressionDialog({ employee }: { employee: PathSubject }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Career Paths for ${employee.name}`}>
          <Route aria-hidden />
          Career Paths
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
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
