import { getEnv, getProductionEnv, resetEnvCache } from "@/lib/server/env";
import { weakSecretReason } from "@/lib/server/secret-strength";

// What `openssl rand -base64 32` and `openssl rand -hex 32` give.
const REAL_SECRET = "q7Vw1zR0mC4pX9kTn2sLbE6yHfJ8uD3aGvK5oQ+Zr1M=";
const REAL_KEY = "9f2c4e7a1b8d3f60c5e2a9174bd3e8f0a61c7d2e9b4f3a8c0d5e1f7b2a6c9e43";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("environment", () => {
  it("gives the embedded demo working defaults", () => {
    delete process.env.DATABASE_URL;
    const env = getEnv();
    expect(env.isEmbeddedDatabase).toBe(true);
    expect(env.DEMO_PASSWORD).toBe("demo-password");
    expect(env.HR_ADMIN_USERNAME).toBe("hradmin");
    expect(env.PASSWORD_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a real database without real secrets", () => {
    process.env.DATABASE_URL = "postgres://app:secret@db.internal:5432/yardstick";
    delete process.env.NEXTAUTH_SECRET;
    delete process.env.PASSWORD_ENCRYPTION_KEY;
    expect(() => getProductionEnv()).toThrow(
      /Refusing to start against postgres:\/\/app:\*\*\*@db.internal.*NEXTAUTH_SECRET and PASSWORD_ENCRYPTION_KEY/,
    );
  });

  it("accepts a real database with its secrets, and rejects a malformed key", () => {
    process.env.DATABASE_URL = "postgres://app@db.internal:5432/yardstick";
    process.env.NEXTAUTH_SECRET = REAL_SECRET;
    process.env.PASSWORD_ENCRYPTION_KEY = REAL_KEY;
    expect(getProductionEnv().isEmbeddedDatabase).toBe(false);
    resetEnvCache();
    process.env.PASSWORD_ENCRYPTION_KEY = "not-hex";
    expect(() => getEnv()).toThrow(/PASSWORD_ENCRYPTION_KEY must be 64 hex characters/);
  });

  it("refuses a real database with a guessable secret, naming each one and why", () => {
    process.env.DATABASE_URL = "postgres://app@db.internal:5432/yardstick";
    process.env.NEXTAUTH_SECRET = "a".repeat(36);
    process.env.PASSWORD_ENCRYPTION_KEY = "0".repeat(64);
    expect(() => getProductionEnv()).toThrow(
      /NEXTAUTH_SECRET is too weak: it is one character repeated; PASSWORD_ENCRYPTION_KEY is too weak: it is one character repeated/,
    );
    resetEnvCache();
    process.env.NEXTAUTH_SECRET = REAL_SECRET;
    process.env.PASSWORD_ENCRYPTION_KEY = "ab".repeat(32);
    expect(() => getProductionEnv()).toThrow(
      /PASSWORD_ENCRYPTION_KEY is too weak: it repeats a 2-character pattern/,
    );
  });

  it("lets the embedded demo keep whatever secrets it is given", () => {
    process.env.DATABASE_URL = "pglite:memory://";
    process.env.NEXTAUTH_SECRET = "a".repeat(36);
    expect(getProductionEnv().isEmbeddedDatabase).toBe(true);
  });
});

describe("secret strength", () => {
  it.each([
    ["a".repeat(36), "it is one character repeated"],
    ["0".repeat(64), "it is one character repeated"],
    ["secret".repeat(6), "it repeats a 6-character pattern"],
    ["0123456789abcdef".repeat(4), "it repeats a 16-character pattern"],
    ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "it uses only 2 different characters (at least 10 expected)"],
    [
      "0000000000000000000000000000000000000000000000000123456789abcdef",
      "its characters are too predictable",
    ],
  ])("refuses %s", (value, reason) => {
    expect(weakSecretReason(value)).toBe(reason);
  });

  it("accepts generated secrets and a long passphrase", () => {
    expect(weakSecretReason(REAL_SECRET)).toBeNull();
    expect(weakSecretReason(REAL_KEY)).toBeNull();
    expect(weakSecretReason("correct horse battery staple orbit lantern")).toBeNull();
  });
});
