import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextResponse } from "next/server";
import { getEnv } from "@/lib/server/env";

// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; ADR 0010): a
// successful sign-in leaves a signed cookie naming the account and a random device nonce. A browser
// that presents a valid one for the account it signs in as is not held by the account-wide limit
// that strangers can fill, only by the counter of its own nonce (login-throttle.ts).

export type DeviceAccount = { kind: "manager" | "hr"; id: number };

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VERSION = "v1";
const keys = new Map<string, Buffer>();

/** HMAC key of its own, derived from NEXTAUTH_SECRET (never the session cookie's key). */
function signingKey() {
  const secret = getEnv().NEXTAUTH_SECRET!;
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", "Yardstick device cookie", 32));
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

const sign = (payload: string) => createHmac("sha256", signingKey()).update(payload).digest("base64url");

/** One cookie per kind, so a browser shared by a manager and HR keeps both. */
export function deviceCookieName(kind: DeviceAccount["kind"]) {
  const secure = getEnv().NEXTAUTH_URL?.startsWith("https://");
  return `${secure ? "__Secure-" : ""}yardstick.device.${kind}`;
}

/** A new device cookie value for the account: `v1.<kind>.<id>.<nonce>.<issued>.<hmac>`. */
export function issueDeviceCookie(account: DeviceAccount, now = Date.now()): string {
  const payload = [
    VERSION,
    account.kind,
    account.id,
    randomBytes(16).toString("base64url"),
    Math.floor(now / 1000),
  ];
  const text = payload.join(".");
  return `${text}.${sign(text)}`;
}

/** The device nonce when the cookie is genuine, unexpired and names this account; null otherwise. */
export function deviceNonceFor(
  value: string | undefined | null,
  account: DeviceAccount,
  now = Date.now(),
): string | null {
  const parts = value?.split(".") ?? [];
  if (parts.length !== 6) return null;
  const [version, kind, id, nonce, issued, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(parts.slice(0, 5).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now / 1000 - Number(issued);
  if (version !== VERSION || kind !== account.kind || id !== String(account.id)) return null;
  if (!(age >= -60 && age <= DEVICE_COOKIE_MAX_AGE_SECONDS)) return null;
  return nonce;
}

/** Sets a device cookie on a sign-in answer: httpOnly, SameSite=Lax, Secure behind https, for the API only. */
export function setDeviceCookie(res: NextResponse, kind: DeviceAccount["kind"], value: string) {
  const name = deviceCookieName(kind);
  res.cookies.set(name, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: name.startsWith("__Secure-"),
    path: "/api",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
  return res;
}
