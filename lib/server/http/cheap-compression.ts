import type zlibTypes from "node:zlib";

// Next compresses every answer itself (gzip at zlib's default level 6, through its compiled
// `compression`, which calls zlib.createGzip with no level) and drops a route's own
// Content-Encoding, so the level cannot be chosen per route (ADR 0020). Level 6 cost ~20 ms of CPU
// per 1.4 MB list answer; level 1 is 3–4× cheaper for ~10% more bytes. This sets the default
// level for gzip streams created without one; a caller that names a level keeps it.
export const DEFAULT_GZIP_LEVEL = 1;

const g = globalThis as unknown as { __yardstickCheapGzip?: boolean };

export function installCheapCompression() {
  if (g.__yardstickCheapGzip) return;
  g.__yardstickCheapGzip = true;
  // The module object itself, as Next's require sees it; its exports are read-only but configurable.
  const zlib = process.getBuiltinModule("node:zlib") as typeof zlibTypes;
  const original = zlib.createGzip;
  const createGzip = (options?: zlibTypes.ZlibOptions) =>
    original({ ...options, level: options?.level ?? DEFAULT_GZIP_LEVEL });
  Object.defineProperty(zlib, "createGzip", { value: createGzip, enumerable: true, configurable: true });
}
