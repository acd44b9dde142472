import "server-only";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";

// The session cookie's format, as next-auth 4 wrote it (ADR 0041): a JWE with "dir" + A256GCM,
// whose key is HKDF-SHA-256 of NEXTAUTH_SECRET (empty salt, next-auth's info string), with iat,
// exp and a random jti; 15 s of clock tolerance on reading. next-auth was used for nothing else:
// these two functions replace it, and cookies issued before the change stay valid.

const INFO = "NextAuth.js Generated Encryption Key";
const CLOCK_TOLERANCE_SECONDS = 15;
const keys = new Map<string, Promise<Uint8Array>>();

function encryptionKey(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
        "deriveBits",
      ]);
      const bits = await crypto.subtle.deriveBits(
        { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(INFO) },
        material,
        256,
      );
      return new Uint8Array(bits);
    })();
    if (keys.size > 4) keys.clear(); // a rotated secret: the old key is not needed any more
    keys.set(secret, key);
  }
  return key;
}

export async function encodeJwt(params: {
  token: Record<string, unknown>;
  secret: string;
  maxAge: number;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new EncryptJWT(params.token as JWTPayload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + params.maxAge)
    .setJti(crypto.randomUUID())
    .encrypt(await encryptionKey(params.secret));
}

/** The token's payload; throws when it is forged, expired or malformed. */
export async function decodeJwt(params: { token: string; secret: string }): Promise<JWTPayload> {
  const { payload } = await jwtDecrypt(params.token, await encryptionKey(params.secret), {
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  });
  return payload;
}
