"use client";
import { Route } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

export const CAREER_PATHS_LATER = "Career paths are coming in a later release";

/** The career paths entry point, disabled until the dialog ships (never a broken link). */
export function CareerPathsEntry() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
        <span
          tabIndex={0}
          className="inline-flex rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-describedby="career-paths-later"
        >
          <Button variant="outline" size="sm" disabled>
            <Route aria-hidden />
            Career Paths
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{CAREER_PATHS_LATER}</TooltipContent>
      <span id="career-paths-later" className="sr-only">
        {CAREER_PATHS_LATER}
      </span>
    </Tooltip>
  );
}
