import bcrypt from "bcryptjs";
import { hashPasswords, hashThreadCount, shutdownHashPool } from "@/lib/server/passwords/hash-pool";

// The worker file is plain .mjs found from the project root, so it must load under jest as it does
// under Next and tsx; a fallback to the main thread would only show as a warning.
describe("hash worker pool", () => {
  afterAll(() => shutdownHashPool());

  it("hashes on worker threads with bcrypt cost 10, in input order", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const passwords = Array.from({ length: hashThreadCount() * 2 }, (_, i) => `pool-password-${i}`);
    const hashes = await hashPasswords(passwords);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(hashes).toHaveLength(passwords.length);
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(passwords[i]!, hash)).toBe(true);
    }
  });

  it("starts again after a shutdown", async () => {
    await shutdownHashPool();
    const [hash] = await hashPasswords(["after-shutdown"], 4);
    expect(await bcrypt.compare("after-shutdown", hash!)).toBe(true);
  });
});
