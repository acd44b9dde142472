import "server-only";
import { createHash, createHmac } from "node:crypto";
import { claimWithinLimit } from "@/lib/server/rate-limit";
import { db, type Tx } from "@/lib/server/db/client";
import { getEnv } from "@/lib/server/env";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { SessionActor } from "@/lib/server/auth/session";

// Sign-in and sign-out in the audit table (ADR 0050). The password is never recorded. The
// identifier as typed is not either (people type a password into the wrong field): a known account
// is recorded by its id, an unknown one by a keyed fingerprint of the normalised identifier, so
// repeated guesses at the same name can be grouped without the name being readable.

export type SignInOutcome = "success" | "failure" | "throttled";

/** Who an attempt was for: a known account, or only the (normalised) identifier that was typed. */
export type SignInTarget =
  | { kind: "manager"; id: number; name: string; hrisId: string }
  | { kind: "hr"; id: number; name: string }
  | { kind: "manager" | "hr"; unknown: string };

export function identifierFingerprint(key: string): string {
  return createHmac("sha256", getEnv().NEXTAUTH_SECRET!).update(`sign-in:${key}`).digest("hex").slice(0, 16);
}

/**
 * Refused (throttled) attempts cost the attacker nothing, so recording each would let anyone grow
 * the audit table at request rate: one row per account (unknown names share one) and address a
 * minute. Failures need no such cap: the throttle already bounds how many are checked.
 */
async function isFirstRefusalThisMinute(target: SignInTarget, ip: string) {
  const who = "id" in target ? `${target.kind}:${target.id}` : `${target.kind}:?`;
  const key = `audit:throttled:${createHash("sha256").update(`${who}|${ip}`).digest("hex")}`;
  return claimWithinLimit(db, key, { seconds: 60 }, 1, 1); // the first claim of the minute only
}

export async function auditSignIn(
  target: SignInTarget,
  outcome: SignInOutcome,
  ip: string,
  via: "password" | "sso" = "password",
) {
  if (outcome === "throttled" && !(await isFirstRefusalThisMinute(target, ip))) return;
  const known = "id" in target;
  await recordAudit({
    action: `sign-in.${outcome}`,
    // Only a success acts as the account; a failed or throttled attempt is someone unproven.
    actor: null,
    account:
      known && outcome === "success" ? { kind: target.kind, id: target.id, name: target.name } : undefined,
    employeeIds: known && "hrisId" in target ? [target.hrisId] : [],
    detail: known
      ? { accountKind: target.kind, accountId: target.id, ...(via === "sso" ? { via } : {}) }
      : { accountKind: target.kind, identifier: identifierFingerprint(target.unknown) },
    ip,
  });
}

/** Why single sign-on refused a provider's answer (issue 35). */
export type SsoRefusalReason = "email-not-verified" | "claim-missing" | "no-account";

/**
 * A provider's answer that names no employee with a login account: refused, and recorded without
 * the identifier itself (its keyed fingerprint, as for a mistyped sign-in name).
 */
export async function auditSsoRefusal(reason: SsoRefusalReason, identifierKey: string | null, ip: string) {
  await recordAudit({
    action: "sign-in.sso-refused",
    actor: null,
    detail: {
      accountKind: "manager",
      reason,
      ...(identifierKey ? { identifier: identifierFingerprint(identifierKey) } : {}),
    },
    ip,
  });
}

export async function auditSignOut(actor: SessionActor & { hrisId?: string }, ip: string, tx?: Tx) {
  await recordAudit(
    {
      action: "sign-out",
      actor,
      employeeIds: actor.kind === "manager" && actor.hrisId ? [actor.hrisId] : [],
      ip,
    },
    tx,
  );
}
