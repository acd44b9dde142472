"use client";
import { useState } from "react";
import { toast } from "@/hooks/use-toast";
import { apiRequest, messageOf } from "@/lib/client/api";
import { filenameFromDisposition, readerTimeZone, saveFile } from "@/lib/client/download-file";
import type { EvaluationFilters, ExportEvaluationsBody } from "@/lib/shared/schemas/data-export";

/** While the file is produced: the rows announced by the server and the bytes received so far. */
export type ExportProgress = { rows: number | null; bytes: number };

/**
 * Export Evaluation Data (spec 1 §7, §8): POSTs the filters, reads the streamed workbook while
 * reporting progress, saves evaluations-{date}.xlsx, and shows the spec's toasts.
 */
export function useExportEvaluations() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function exportEvaluations(filters: EvaluationFilters) {
    if (progress) return;
    setProgress({ rows: null, bytes: 0 });
    try {
      const body: ExportEvaluationsBody = {
        cycle: filters.cycle ?? "active",
        filterStatus: filters.status,
        search: filters.search ?? "",
        manager: filters.manager ?? "",
        department: filters.department ?? "",
        // The file's dates as this screen shows them (local time), not UTC.
        timeZone: readerTimeZone(),
      };
      const res = await apiRequest("POST", "/api/hr/export-evaluations-xlsx", body);
      const rows = Number(res.headers.get("x-export-rows"));
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      setProgress({ rows: Number.isFinite(rows) ? rows : null, bytes });
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        setProgress({ rows: Number.isFinite(rows) ? rows : null, bytes });
      }
      const filename =
        filenameFromDisposition(res.headers.get("content-disposition")) ??
        `evaluations-${new Date().toISOString().slice(0, 10)}.xlsx`;
      saveFile(new Blob(chunks, { type: res.headers.get("content-type") ?? undefined }), filename);
      toast({
        title: "Export Successful",
        description: "Evaluation data has been exported to Excel successfully.",
      });
    } catch (error) {
      toast({
        title: "Export Failed",
        description: messageOf(error, "Failed to export evaluation data. Please try again."),
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  }

  return { exportEvaluations, progress };
}
