import { getEnv, getProductionEnv, resetEnvCache } from "@/lib/server/env";

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
    process.env.NEXTAUTH_SECRET = "x".repeat(40);
    process.env.PASSWORD_ENCRYPTION_KEY = "ab".repeat(32);
    expect(getProductionEnv().isEmbeddedDatabase).toBe(false);
    resetEnvCache();
    process.env.PASSWORD_ENCRYPTION_KEY = "not-hex";
    expect(() => getEnv()).toThrow(/PASSWORD_ENCRYPTION_KEY must be 64 hex characters/);
  });
});
