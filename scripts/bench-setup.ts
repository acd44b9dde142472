// Shared by the benchmarks (bench:manager, bench:export, bench:browser): the build check, the
// per-run secrets, the seeded demo org and real session cookies. App modules are imported lazily:
// they must load after DATABASE_URL and the secrets are set.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@/generated/prisma/client";
import { createBenchDatabase, type BenchDatabase } from "./bench-manager-database";
import { loadAverage } from "./bench-manager-report";

/** Refuses to run without a production build; sets secrets shared with the server it starts. */
function prepareBenchRun() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  }
  // Random per run and shared with the server, so the cookies minted here decode there.
  process.env.NEXTAUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.PASSWORD_ENCRYPTION_KEY ??= crypto.randomBytes(32).toString("hex");
  // The benchmark database holds the demo org on purpose: servers started on PostgreSQL accept it.
  process.env.DEMO_MODE = "true";
}

/** The demo org of `employees` people, every assessment state (the seed ends with ANALYZE). */
export async function seedBenchOrg(prisma: PrismaClient, employees: number) {
  const { getEnv } = await import("@/lib/server/env");
  const { seedDemo } = await import("@/lib/server/demo/seed-demo");
  const env = getEnv();
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  await seedDemo(prisma, {
    employees,
    seed: 42,
    demoPassword: env.DEMO_PASSWORD,
    hrAdminUsername: env.HR_ADMIN_USERNAME,
    hrAdminPassword: env.HR_ADMIN_PASSWORD,
    onProgress: (step) => console.log(`  seeding: ${step} (${seconds()} s)`),
  });
  return seconds;
}

export type CookieFor =
  | { role: "hr"; id: number; name: string; sessionVersion: number }
  | { role: string; id: number; hrisId: string; name: string; sessionVersion: number };

/** A real session cookie (the server checks the account's session version). */
export async function mintCookie(who: CookieFor) {
  const { encodeSessionToken, sessionCookieName } = await import("@/lib/server/auth/session-token");
  const authAt = Math.floor(Date.now() / 1000);
  const token = await encodeSessionToken(
    who.role === "hr" || !("hrisId" in who)
      ? { kind: "hr", hrUserId: who.id, name: who.name, ver: who.sessionVersion, authAt }
      : {
          kind: "manager",
          employeeId: who.id,
          hrisId: who.hrisId,
          name: who.name,
          ver: who.sessionVersion,
          authAt,
        },
  );
  return { name: sessionCookieName(), value: token, header: `${sessionCookieName()}=${token}` };
}

type Stoppable = { stop: () => Promise<void> } | undefined;

/**
 * Runs one benchmark to its end and exits: a build is required; a throw-away database (or the one
 * given, kept) becomes DATABASE_URL before any app module reads it; what `run` hands to `stopLater`
 * (servers) and the database are cleaned up at the end, on an error and on Ctrl-C alike.
 */
export function runBench(
  givenDatabase: string | undefined,
  run: (database: BenchDatabase, stopLater: (s: Stoppable) => void) => Promise<void>,
) {
  const main = async () => {
    prepareBenchRun();
    const database: BenchDatabase = givenDatabase
      ? { url: givenDatabase, description: "the database given with --database (kept)", drop: async () => {} }
      : await createBenchDatabase();
    process.env.DATABASE_URL = database.url;
    console.log(
      `node ${process.version}, ${os.cpus().length} CPU(s), load ${loadAverage()}; ${database.description}`,
    );
    const started: Stoppable[] = [];
    const cleanUp = async () => {
      for (const s of started.reverse()) await s?.stop();
      await database.drop();
    };
    // Ctrl-C reaches this process but not the servers (their own process groups): stop them here.
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
    }
    try {
      await run(database, (s) => started.push(s));
    } finally {
      await cleanUp();
    }
  };
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
