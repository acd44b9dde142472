import { Progress } from "@/components/ui/progress";
import type { ExportProgress as Progressing } from "@/components/data-export/use-export-evaluations";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Shown while the workbook is produced: the server streams it, so the received size grows. */
export function ExportProgress({ progress }: { progress: Progressing }) {
  const rows = progress.rows === null ? "" : ` ${progress.rows.toLocaleString("en-US")} rows,`;
  return (
    <div className="space-y-2 rounded-lg border bg-background p-4">
      {/* Announced once; the size below grows with every chunk and is not read out each time. */}
      <p role="status" className="sr-only">
        Exporting evaluation data…
      </p>
      <p className="text-sm font-medium">
        Exporting evaluation data…{rows} {megabytes(progress.bytes)} received
      </p>
      <Progress
        aria-label="Export progress"
        value={null}
        className="[&>[data-slot=progress-indicator]]:animate-pulse"
      />
    </div>
  );
}
