import {
  decryptPassword,
  encryptPassword,
  PasswordDecryptionError,
  tryDecryptPassword,
} from "@/lib/server/crypto/password-cipher";
import { captureLogLines } from "@/tests/helpers/log-lines";
import { resetEnvCache } from "@/lib/server/env";

describe("AES-256-GCM distribution copies", () => {
  const logLines = captureLogLines("warn");
  afterEach(() => {
    delete process.env.PASSWORD_ENCRYPTION_KEY;
    resetEnvCache();
  });

  it("round-trips, with a fresh IV each time and no plaintext in the stored form", () => {
    const a = encryptPassword("Kp7mWq2xZr9sTb4n", 42);
    const b = encryptPassword("Kp7mWq2xZr9sTb4n", 42);
    expect(a).not.toBe(b);
    expect(a).not.toContain("Kp7m");
    expect(Buffer.from(a, "base64").length).toBe(12 + 16 + 16);
    expect(decryptPassword(a, 42)).toBe("Kp7mWq2xZr9sTb4n");
    expect(decryptPassword(b, 42)).toBe("Kp7mWq2xZr9sTb4n");
  });

  it("fails for a ciphertext moved to another account", () => {
    const stored = encryptPassword("secret-for-42", 42);
    expect(() => decryptPassword(stored, 43)).toThrow(PasswordDecryptionError);
    // tryDecryptPassword tells the operator which account's copy is unreadable, in the JSON log.
    expect(tryDecryptPassword(stored, 43)).toBeNull();
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        accountId: 43,
        msg: "the distribution copy of a login account could not be decrypted",
      }),
    );
  });

  it.each([
    ["a flipped ciphertext bit", (raw: Buffer) => (raw[raw.length - 1]! ^= 1)],
    ["a flipped tag bit", (raw: Buffer) => (raw[12]! ^= 1)],
    ["a flipped IV bit", (raw: Buffer) => (raw[0]! ^= 1)],
  ])("fails on %s", (_label, tamper) => {
    const raw = Buffer.from(encryptPassword("untouchable", 7), "base64");
    tamper(raw);
    expect(() => decryptPassword(raw.toString("base64"), 7)).toThrow(PasswordDecryptionError);
  });

  it("fails on garbage and under another key", () => {
    expect(() => decryptPassword("bm90IGEgY2lwaGVydGV4dA==", 1)).toThrow(PasswordDecryptionError);
    expect(() => decryptPassword("", 1)).toThrow(PasswordDecryptionError);
    const stored = encryptPassword("key-bound", 9);
    process.env.PASSWORD_ENCRYPTION_KEY = "ab".repeat(32);
    resetEnvCache();
    expect(() => decryptPassword(stored, 9)).toThrow(PasswordDecryptionError);
  });
});
