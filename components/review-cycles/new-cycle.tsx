"use client";
import { useState } from "react";
import { CycleForm } from "@/components/review-cycles/cycle-form";
import { emptyCycleValues } from "@/components/review-cycles/cycle-form-values";
import { readerTimeZone } from "@/lib/client/download-file";

/** /hr/review-cycles/new: a draft cycle, in HR's own time zone until they choose another. */
export function NewCycle() {
  const [initial] = useState(() => emptyCycleValues(readerTimeZone()));
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold">New cycle</h2>
      <CycleForm initial={initial} />
    </div>
  );
}
