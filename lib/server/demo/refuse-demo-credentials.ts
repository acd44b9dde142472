import "server-only";
import { getDbHandle } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { demoCredentialsRefusal } from "@/lib/server/demo/demo-credentials";
import { refuseStart } from "@/lib/server/refuse-start";

// Every start of the server on PostgreSQL (npm run serve, or `node server.js` in the container,
// which skips the start-up scripts) checks for the demo credentials and exits when it finds them.
// A database that cannot be reached yet is checked again a little later: the instance serves its
// 503s meanwhile, as in any outage.

const RETRY_MS = 5000;

export function refuseDemoCredentialsAtStart() {
  const env = getEnv();
  if (env.NODE_ENV !== "production" || env.isEmbeddedDatabase || env.DEMO_MODE) return;
  const check = () =>
    demoCredentialsRefusal(getDbHandle().prisma, env).then(
      (refusal) => {
        if (refusal) refuseStart(refusal);
      },
      (error: unknown) => {
        log().warn({ err: error }, "could not check the database for demo credentials; trying again");
        setTimeout(() => void check(), RETRY_MS).unref();
      },
    );
  void check();
}
