import { Progress } from "@/components/ui/progress";
import type { ExportProgress as Progressing } from "@/components/data-export/use-export-evaluations";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Shown while the workbook is produced. Its size is not known before the end (the server streams
 * it), so the bar is indeterminate; the text says how many evaluations are coming once the server
 * has said, and how much has arrived once something has ("0.0 MB received" until the end said
 * nothing true).
 */
export function ExportProgress({ progress }: { progress: Progressing }) {
  const what =
    progress.rows === null
      ? "Exporting evaluation data…"
      : `Exporting ${progress.rows.toLocaleString("en-US")} ${progress.rows === 1 ? "evaluation" : "evaluations"}…`;
  return (
    <div className="space-y-2 rounded-lg border bg-background p-4">
      {/* Announced once; the size below grows with every chunk and is not read out each time. */}
      <p role="status" className="sr-only">
        Exporting evaluation data…
      </p>
      <p className="text-sm font-medium">
        {what}
        {progress.bytes > 0 && ` ${megabytes(progress.bytes)} received`}
      </p>
      <Progress aria-label="Export progress" value={null} />
    </div>
  );
}
