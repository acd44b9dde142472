import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneStaleFiles, STALE_TEMPLATE_MS } from "../helpers/test-db-template";

// The cached PGlite templates of old migrations do not pile up in node_modules/.cache: whoever
// builds a new one removes the others nobody has used for a day.

const DAY = STALE_TEMPLATE_MS;

function file(dir: string, name: string, ageMs: number, now: number) {
  const at = path.join(dir, name);
  fs.writeFileSync(at, "x");
  const time = new Date(now - ageMs);
  fs.utimesSync(at, time, time);
}

test("removes the other templates unused for a day and keeps the current, the recent and other files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-prune-"));
  const now = Date.now();
  try {
    file(dir, "pglite-current.tar.gz", 3 * DAY, now);
    file(dir, "pglite-old.tar.gz", DAY + 60_000, now);
    file(dir, "pglite-recent.tar.gz", DAY - 60_000, now);
    file(dir, "notes.txt", 3 * DAY, now);

    pruneStaleFiles(dir, "pglite-current.tar.gz", DAY, now);

    expect(fs.readdirSync(dir).sort()).toEqual([
      "notes.txt",
      "pglite-current.tar.gz",
      "pglite-recent.tar.gz",
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
