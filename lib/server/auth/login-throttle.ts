import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { db, type Tx } from "@/lib/server/db/client";
import { tooManyRequests } from "@/lib/server/errors";

// Sign-in throttling (docs/decisions/0010): each attempt is claimed on its counters before the
// password is checked, one INSERT … ON CONFLICT … RETURNING each; past a counter's free attempts
// every further attempt waits a doubling delay. No lock-out: the owner is only ever asked to wait.

type Limit = { free: number; maxDelaySeconds: number };
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FROM_ADDRESS: Limit = { free: 5, maxDelaySeconds: 5 * 60 };
export const ACCOUNT_FROM_ANYWHERE: Limit = { free: 5, maxDelaySeconds: 15 * 60 };
export const ADDRESS: Limit = { free: 30, maxDelaySeconds: 15 * 60 };
/** A device cookie that has seen this many attempts in a window is not honoured until it ends. */
export const DEVICE: Limit = { free: 5, maxDelaySeconds: 15 * 60 };
const TRUSTED_ADDRESS_DAYS = 30;

/**
 * The account an attempt is for: a known account's id, or the typed identifier's key when unknown.
 * `distributedPassword`: the account still has the random password HR distributed (16 characters,
 * ~92 bits, generate-password.ts), which no online guessing can find: the account-wide counter,
 * which strangers can fill to hold the owner off, does not apply to it.
 */
export type ThrottleAccount =
  | { kind: "manager" | "hr"; id: number; distributedPassword?: boolean }
  | { kind: "manager" | "hr"; unknown: string };

const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const accountName = (a: ThrottleAccount) => ("id" in a ? `${a.kind}:${a.id}` : `${a.kind}:?${a.unknown}`);
const keys = (account: ThrottleAccount, ip: string, device: string | null) => ({
  pair: `pair:${hash(`${accountName(account)}|${ip}`)}`,
  account: `account:${hash(accountName(account))}`,
  address: `address:${hash(ip)}`,
  device: device ? `device:${hash(device)}` : null,
});

// Times are UTC timestamps in the database's clock, so every instance agrees; a test passes its
// own moment (a fake clock) in the parameter numbered here.
const nowAt = (param: number) =>
  `COALESCE($${param}::timestamptz AT TIME ZONE 'UTC', statement_timestamp() AT TIME ZONE 'UTC')`;

async function claim(tx: Tx, key: string, limit: Limit, token: string, at: string | null) {
  const NOW = nowAt(6);
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
    at,
  );
  const row = rows[0]!;
  return { won: row.claim === token, wait: Math.max(1, Number(row.wait)) };
}

/** Whether the account signed in from this address lately, and whether this device has used up its attempts. */
async function readTrust(k: ReturnType<typeof keys>, at: string | null) {
  const NOW = nowAt(3);
  const rows = await db.$queryRawUnsafe<{ key: string; trusted: boolean; spent: boolean }[]>(
    `SELECT "key", COALESCE("trustedUntil" > ${NOW}, false) AS "trusted",
       ("windowEndsAt" > ${NOW} AND "attempts" >= $4) AS "spent"
     FROM "LoginThrottle" WHERE "key" IN ($1, $2)`,
    k.pair,
    k.device ?? k.pair,
    at,
    DEVICE.free,
  );
  const row = (key: string | null) => rows.find((r) => r.key === key);
  return {
    address: row(k.pair)?.trusted === true,
    device: k.device !== null && row(k.device)?.spent !== true,
  };
}

export type SignInAttempt = { succeeded(): Promise<void> };
export type SignInOptions = {
  /** The nonce of a valid device cookie for this account (device-cookie.ts). */
  device?: string | null;
  /** The moment of the attempt, for tests (a fake clock); the database's clock when absent. */
  at?: Date;
  message?: string;
};

/**
 * Claims one sign-in attempt or throws 429 with the seconds to wait. An attempt refused by one
 * counter still counts on the others (a refused guess is still a guess).
 */
export async function claimSignInAttempt(
  account: ThrottleAccount,
  ip: string,
  options: SignInOptions = {},
): Promise<SignInAttempt> {
  const k = keys(account, ip, options.device ?? null);
  const at = options.at?.toISOString() ?? null;
  const token = randomUUID();
  const trust = await readTrust(k, at);
  const checks: [string, Limit][] = [];
  // A trusted device answers only to its own counter: nothing a stranger does elsewhere holds it.
  if (trust.device) checks.push([k.device!, DEVICE]);
  else {
    checks.push([k.pair, ACCOUNT_FROM_ADDRESS], [k.address, ADDRESS]);
    const distributed = "id" in account && account.distributedPassword === true;
    if (!trust.address && !distributed) checks.push([k.account, ACCOUNT_FROM_ANYWHERE]);
  }
  // One transaction, counters claimed in key order: the row lock of the first counter is held to the
  // commit, so parallel attempts reach every counter in the same order and the same five win on each
  // (claimed side by side, attempt A could win one counter and attempt B another, and fewer than the
  // free attempts would be checked at all).
  checks.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const results = await db.$transaction(
    async (tx) => {
      const claimed = [];
      for (const [key, limit] of checks) claimed.push(await claim(tx, key, limit, token, at));
      return claimed;
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
  const refused = results.filter((r) => !r.won);
  if (refused.length) {
    const seconds = Math.max(...refused.map((r) => r.wait));
    const message = options.message ?? "Too many failed sign-in attempts.";
    throw tooManyRequests(`${message} Please wait ${waitText(seconds)} and try again.`, seconds);
  }
  const NOW = nowAt(3);
  return {
    // The right password clears this address's count for the account and trusts the address, and
    // clears the device's count. The account-wide counter runs out with its window (a success must
    // not hand an attacker fresh free guesses at that account). The address counter gives back only
    // this attempt: it counts failures, so an office behind one NAT address (or a test suite)
    // signing in all morning is never slowed, while each success buys at most one more guess.
    async succeeded() {
      await db.$executeRawUnsafe(
        `UPDATE "LoginThrottle" SET "attempts" = 0, "nextAttemptAt" = ${NOW},
           "trustedUntil" = CASE WHEN "key" = $1 THEN ${NOW} + $4 * interval '1 day' ELSE "trustedUntil" END
         WHERE "key" IN ($1, $2)`,
        k.pair,
        k.device ?? k.pair,
        at,
        TRUSTED_ADDRESS_DAYS,
      );
      if (!trust.device)
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
  const NOW = `(statement_timestamp() AT TIME ZONE 'UTC')`;
  await db.$executeRawUnsafe(
    `DELETE FROM "LoginThrottle" WHERE "windowEndsAt" < ${NOW} - interval '1 day'
       AND ("trustedUntil" IS NULL OR "trustedUntil" < ${NOW})`,
  );
}
