import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";

// The distribution copy of a login password (the one HR may show, download and email) is kept
// with AES-256-GCM. The account id is the additional authenticated data, so a ciphertext copied
// onto another account's row fails to decrypt instead of handing out someone else's password.
// Stored form: base64(iv[12] | tag[16] | ciphertext).

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class PasswordDecryptionError extends Error {
  constructor() {
    super("The stored password could not be decrypted (wrong key, tampered or moved ciphertext).");
    this.name = "PasswordDecryptionError";
  }
}

let cachedKey: { hex: string; key: Buffer } | undefined;

function encryptionKey(): Buffer {
  const hex = getEnv().PASSWORD_ENCRYPTION_KEY!;
  if (cachedKey?.hex !== hex) cachedKey = { hex, key: Buffer.from(hex, "hex") };
  return cachedKey.key;
}

const aad = (accountId: number) => Buffer.from(`login-account:${accountId}`, "utf8");

export function encryptPassword(plain: string, accountId: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(accountId));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

export function decryptPassword(stored: string, accountId: number): string {
  try {
    const raw = Buffer.from(stored, "base64");
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new PasswordDecryptionError();
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), raw.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(aad(accountId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new PasswordDecryptionError();
  }
}

/** Null instead of an exception: a list shows "unreadable" for one bad row rather than failing whole. */
export function tryDecryptPassword(stored: string | null, accountId: number): string | null {
  if (!stored) return null;
  try {
    return decryptPassword(stored, accountId);
  } catch {
    log().warn({ accountId }, "the distribution copy of a login account could not be decrypted");
    return null;
  }
}
