import fs from "node:fs";

// Removes the throwaway default database directory of tests/helpers/global-setup.ts.
export default function globalTeardown() {
  const dir = process.env.YARDSTICK_JEST_THROWAWAY_DB;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
