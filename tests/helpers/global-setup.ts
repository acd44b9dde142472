import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pgliteTemplate, postgresTemplate } from "./test-db-template";

// Runs once in jest's main process before any worker starts (ADR 0068):
// - builds the migrated test-database template, so no test file's beforeAll pays for it by being
//   first (a cold build under load took hooks past 30 s);
// - points the app's default database at a throwaway directory: a test that reaches `db` without a
//   test database of its own must never open (and pid-lock) the developer's ./.data/pglite.
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) await postgresTemplate(process.env.TEST_DATABASE_URL);
  else await pgliteTemplate();
  const throwaway = fs.mkdtempSync(path.join(os.tmpdir(), "yardstick-jest-default-db-"));
  process.env.DATABASE_URL = `pglite:${throwaway}`;
  process.env.YARDSTICK_JEST_THROWAWAY_DB = throwaway;
}
