import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/server/db";
import { tooManyRequests } from "@/lib/server/errors";

// Sign-in throttling (ADR 0010). Each attempt is claimed, before the password is checked, on up to
// three counters: the account from this address, the account from anywhere (skipped for an address
// the account signed in from), and the address across accounts. Each claim is one
// INSERT … ON CONFLICT … RETURNING, so parallel guesses on any number of instances are counted one
// by one. Past a counter's free attempts every further attempt waits a delay that doubles up to a
// cap: guessing slows to a crawl, while the owner is only ever asked to wait, never locked out.

type Limit = { free: number; maxDelaySeconds: number };
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FROM_ADDRESS: Limit = { free: 5, maxDelaySeconds: 5 * 60 };
export const ACCOUNT_FROM_ANYWHERE: Limit = { free: 5, maxDelaySeconds: 15 * 60 };
export const ADDRESS: Limit = { free: 30, maxDelaySeconds: 15 * 60 };
const TRUSTED_ADDRESS_DAYS = 30;

/** The account an attempt is for: a known account's id, or the typed identifier's key when unknown. */
export type ThrottleAccount =
  { kind: "manager" | "hr"; id: number } | { kind: "manager" | "hr"; unknown: string };

const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const accountName = (a: ThrottleAccount) => ("id" in a ? `${a.kind}:${a.id}` : `${a.kind}:?${a.unknown}`);
const keys = (account: ThrottleAccount, ip: string) => ({
  pair: `pair:${hash(`${accountName(account)}|${ip}`)}`,
  account: `account:${hash(accountName(account))}`,
  address: `address:${hash(ip)}`,
});

// Times are UTC timestamps in the database's clock, so every instance agrees.
const NOW = `(statement_timestamp() AT TIME ZONE 'UTC')`;

async function claim(tx: Tx, key: string, limit: Limit, token: string) {
  // attempts' new value, repeated where the SET needs it (a SET cannot read its own result)
  const fresh = `t."windowEndsAt" <= ${NOW}`;
  const open = `t."nextAttemptAt" <= ${NOW}`;
  const next = `CASE WHEN ${fresh} THEN 1 WHEN ${open} THEN t."attempts" + 1 ELSE t."attempts" END`;
  // A free attempt leaves the counter open from the epoch on, not from this statement's start: a
  // parallel attempt whose statement started a moment earlier and waited for the row lock would
  // otherwise find the counter closed until "now" and be refused with nothing to wait for.
  const until = (n: string) =>
    `CASE WHEN ${n} < $2 THEN 'epoch'::timestamp
       ELSE ${NOW} + LEAST($3::float8, power(2, ${n} - $2)) * interval '1 second' END`;
  const rows = await tx.$queryRawUnsafe<{ claim: string; wait: number }[]>(
    `INSERT INTO "LoginThrottle" AS t ("key", "attempts", "windowEndsAt", "nextAttemptAt", "claim")
     VALUES ($1, 1, ${NOW} + $4 * interval '1 second', ${until("1")}, $5)
     ON CONFLICT ("key") DO UPDATE SET
       "attempts" = ${next},
       "windowEndsAt" = CASE WHEN ${fresh} THEN ${NOW} + $4 * interval '1 second' ELSE t."windowEndsAt" END,
       "nextAttemptAt" = CASE WHEN ${fresh} OR ${open} THEN ${until(next)} ELSE t."nextAttemptAt" END,
       "claim" = CASE WHEN ${fresh} OR ${open} THEN $5 ELSE t."claim" END
     RETURNING "claim", CEIL(EXTRACT(EPOCH FROM ("nextAttemptAt" - ${NOW})))::float8 AS "wait"`,
    key,
    limit.free,
    limit.maxDelaySeconds,
    THROTTLE_WINDOW_SECONDS,
    token,
  );
  const row = rows[0]!;
  return { won: row.claim === token, wait: Math.max(1, Number(row.wait)) };
}

async function isTrustedAddress(pairKey: string) {
  const rows = await db.$queryRawUnsafe<{ trusted: boolean }[]>(
    `SELECT "trustedUntil" > ${NOW} AS "trusted" FROM "LoginThrottle" WHERE "key" = $1`,
    pairKey,
  );
  return rows[0]?.trusted === true;
}

export type SignInAttempt = { succeeded(): Promise<void> };

/**
 * Claims one sign-in attempt or throws 429 with the seconds to wait. An attempt refused by one
 * counter still counts on the others (a refused guess is still a guess).
 */
export async function claimSignInAttempt(
  account: ThrottleAccount,
  ip: string,
  message = "Too many failed sign-in attempts.",
): Promise<SignInAttempt> {
  const k = keys(account, ip);
  const token = randomUUID();
  const checks: [string, Limit][] = [
    [k.pair, ACCOUNT_FROM_ADDRESS],
    [k.address, ADDRESS],
  ];
  if (!(await isTrustedAddress(k.pair))) checks.push([k.account, ACCOUNT_FROM_ANYWHERE]);
  // One transaction, counters claimed in key order: the row lock of the first counter is held to the
  // commit, so parallel attempts reach every counter in the same order and the same five win on each
  // (claimed side by side, attempt A could win one counter and attempt B another, and fewer than the
  // free attempts would be checked at all).
  checks.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const results = await db.$transaction(
    async (tx) => {
      const claimed = [];
      for (const [key, limit] of checks) claimed.push(await claim(tx, key, limit, token));
      return claimed;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  const refused = results.filter((r) => !r.won);
  if (refused.length) {
    const seconds = Math.max(...refused.map((r) => r.wait));
    throw tooManyRequests(`${message} Please wait ${waitText(seconds)} and try again.`, seconds);
  }
  return {
    // The right password clears this address's count for the account and trusts the address. The
    // account-wide counter runs out with its window (a success must not hand an attacker fresh free
    // guesses at that account). The address counter gives back only this attempt: it counts
    // failures, so an office behind one NAT address (or a test suite) signing in all morning is
    // never slowed, while each success buys at most one more guess across accounts.
    async succeeded() {
      await db.$executeRawUnsafe(
        `UPDATE "LoginThrottle" SET "attempts" = 0, "nextAttemptAt" = ${NOW},
           "trustedUntil" = ${NOW} + $2 * interval '1 day'
         WHERE "key" = $1`,
        k.pair,
        TRUSTED_ADDRESS_DAYS,
      );
      await db.$executeRawUnsafe(
        `UPDATE "LoginThrottle" SET "attempts" = GREATEST("attempts" - 1, 0) WHERE "key" = $1`,
        k.address,
      );
    },
  };
}

function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Drops counters whose window ended a day ago and that trust no address (the background work, now and then). */
export async function pruneLoginThrottle() {
  await db.$executeRawUnsafe(
    `DELETE FROM "LoginThrottle" WHERE "windowEndsAt" < ${NOW} - interval '1 day'
       AND ("trustedUntil" IS NULL OR "trustedUntil" < ${NOW})`,
  );
}
