import "server-only";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

// A start the configuration forbids ends the process with code 1 before it serves anything: Next
// answers 500 on every path after a failed instrumentation hook, which a platform takes for a live
// instance (issue 31, item 8). The reason is one JSON line on stdout, written synchronously.

export function refuseStart(reason: string): never {
  log().fatal(reason);
  process.exit(1);
}

/** Reads the environment once at start-up; an invalid or unsafe one (lib/server/env.ts) refuses the start. */
export function checkEnvironmentAtStart() {
  try {
    getEnv();
  } catch (error) {
    refuseStart(error instanceof Error ? error.message : String(error));
  }
}
