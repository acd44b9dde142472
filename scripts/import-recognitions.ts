// npm run import:recognitions -- <file.csv>
// Applies pending migrations, then imports recognition submissions (header in
// docs/sample-recognitions.csv). Every row is checked first: with any problem nothing is written,
// each problem is printed as `line N: message` and the exit code is 1. Re-importing updates in place.
import { runImport } from "./run-import";
import { importRecognitionsCsv } from "@/lib/server/values-review/import-recognitions";

void runImport("import:recognitions", async (db, text, file) => {
  const result = await importRecognitionsCsv(db, text);
  if (!result.ok) return result;
  return {
    ok: true,
    summary: `Imported ${file}: ${result.counts.created} recognition(s) created, ${result.counts.updated} updated.`,
  };
});
