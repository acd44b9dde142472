// npm run import:self-reviews -- <file.csv> [--replace --by <HR username>]
// Applies pending migrations, then imports employees' own values self-reviews (header in
// docs/sample-self-reviews.csv). Every row is checked first: with any problem nothing is written,
// each problem is printed as `line N: message` and the exit code is 1. A self-review submitted in
// the product is kept unless HR chooses to replace it: --replace, naming the HR user it is audited as.
import { runImport } from "./run-import";
import { importSelfReviewsCsv } from "@/lib/server/values-review/import-self-reviews";

void runImport(
  "import:self-reviews",
  async (db, text, file, flags) => {
    let replace: { by: { kind: "hr"; hrUserId: number; name: string } } | undefined;
    if (flags.replace) {
      const username = flags.by?.trim().toLowerCase() ?? "";
      const hr = await db.hrUser.findUnique({
        where: { usernameKey: username },
        select: { id: true, username: true },
      });
      if (!hr)
        return { ok: false, problems: [{ line: 0, message: `--by "${flags.by ?? ""}" is not an HR user` }] };
      replace = { by: { kind: "hr", hrUserId: hr.id, name: hr.username } };
    }
    const result = await importSelfReviewsCsv(db, text, { replace });
    if (!result.ok) return result;
    const c = result.counts;
    return {
      ok: true,
      summary:
        `Imported ${file}: ${c.reviewsCreated} self-review(s) created, ${c.reviewsUpdated} updated, ${c.values} value row(s) written.` +
        (c.replaced ? ` ${c.replaced} self-review(s) submitted in the product were replaced (audited).` : ""),
    };
  },
  { flags: ["replace"], options: ["by"] },
);
