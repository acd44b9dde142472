// npm run import:self-reviews -- <file.csv>
// Applies pending migrations, then imports employees' own values self-reviews (header in
// docs/sample-self-reviews.csv). Every row is checked first: with any problem nothing is written,
// each problem is printed as `line N: message` and the exit code is 1.
import { runImport } from "./run-import";
import { importSelfReviewsCsv } from "@/lib/server/values-review/import-self-reviews";

void runImport("import:self-reviews", async (db, text, file) => {
  const result = await importSelfReviewsCsv(db, text);
  if (!result.ok) return result;
  const c = result.counts;
  return {
    ok: true,
    summary: `Imported ${file}: ${c.reviewsCreated} self-review(s) created, ${c.reviewsUpdated} updated, ${c.values} value row(s) written.`,
  };
});
