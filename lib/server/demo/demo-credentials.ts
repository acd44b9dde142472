import "server-only";
import bcrypt from "bcryptjs";
import type { PrismaClient } from "@/generated/prisma/client";
import { PUBLIC_DEMO_PASSWORD, PUBLIC_HR_ADMIN_PASSWORD, type Env } from "@/lib/server/env";

// Does the database hold accounts that open with the demo passwords (public: the README prints
// them)? A handful of bcrypt comparisons, whatever the size of the org:
// - HR users are few: each one's hash is compared with the demo HR password (first 10 users).
// - Manager accounts can be 10,000: the demo seed hashes the demo password once and gives that
//   one hash to every manager, whereas bcrypt salts every other hash at random, so real accounts
//   never share one. Only hashes shared by several accounts (the 3 most shared), and the oldest
//   account's (a demo org with a single manager), are compared with the demo password.
// Both the configured (DEMO_PASSWORD, HR_ADMIN_PASSWORD) and the published values count.

const MAX_HR_USERS = 10;
const MAX_SHARED_HASHES = 3;

type DemoPasswords = Pick<Env, "DEMO_PASSWORD" | "HR_ADMIN_PASSWORD">;

async function matchesAny(hash: string, passwords: string[]) {
  for (const password of passwords) if (await bcrypt.compare(password, hash)) return true;
  return false;
}

/** What opens with a demo password, one sentence per finding; empty when nothing does. */
export async function findDemoCredentials(db: PrismaClient, env: DemoPasswords): Promise<string[]> {
  const hrPasswords = [...new Set([env.HR_ADMIN_PASSWORD, PUBLIC_HR_ADMIN_PASSWORD])];
  const managerPasswords = [...new Set([env.DEMO_PASSWORD, PUBLIC_DEMO_PASSWORD])];
  const found: string[] = [];

  const hrUsers = await db.hrUser.findMany({
    select: { username: true, passwordHash: true },
    orderBy: { id: "asc" },
    take: MAX_HR_USERS,
  });
  for (const user of hrUsers)
    if (await matchesAny(user.passwordHash, hrPasswords))
      found.push(`the HR user "${user.username}" has the demo HR password`);

  const shared = await db.$queryRaw<{ passwordHash: string; accounts: number }[]>`
    SELECT "passwordHash", count(*)::int AS accounts FROM "LoginAccount"
    GROUP BY "passwordHash" HAVING count(*) > 1 ORDER BY count(*) DESC LIMIT ${MAX_SHARED_HASHES}`;
  const oldest = await db.loginAccount.findFirst({ select: { passwordHash: true }, orderBy: { id: "asc" } });
  const hashes = new Map(shared.map((row) => [row.passwordHash, row.accounts]));
  if (oldest && !hashes.has(oldest.passwordHash)) hashes.set(oldest.passwordHash, 1);
  for (const [hash, accounts] of hashes)
    if (await matchesAny(hash, managerPasswords))
      found.push(
        accounts === 1
          ? "a manager account has the demo password"
          : `${accounts} manager accounts have the demo password`,
      );
  return found;
}

/** The start-up refusal: why this real database must not be served, or null when it may. */
export async function demoCredentialsRefusal(
  db: PrismaClient,
  env: DemoPasswords & Pick<Env, "isEmbeddedDatabase" | "DEMO_MODE">,
): Promise<string | null> {
  if (env.isEmbeddedDatabase || env.DEMO_MODE) return null;
  const found = await findDemoCredentials(db, env);
  if (!found.length) return null;
  return (
    `Refusing to start: this PostgreSQL database holds the demo credentials (${found.join("; ")}), ` +
    "whose passwords are public. Use a fresh database for real data (an HR password alone can be reset " +
    "with npm run hr:create-admin); to run a demo server on purpose, start with --demo."
  );
}
