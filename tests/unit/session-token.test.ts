import { decodeSessionToken, encodeSessionToken, type ManagerClaims } from "@/lib/server/auth/session-token";
import { resetEnvCache } from "@/lib/server/env";

const saved = { ...process.env };
beforeEach(() => {
  process.env.NEXTAUTH_SECRET = "first-secret-".repeat(4);
  resetEnvCache();
});
afterAll(() => {
  process.env = { ...saved };
  resetEnvCache();
});

const claims = (over: Partial<ManagerClaims> = {}): ManagerClaims => ({
  kind: "manager",
  employeeId: 7,
  hrisId: "E00007",
  name: "Ada Manager",
  ver: 1,
  authAt: Math.floor(Date.now() / 1000),
  ...over,
});

describe("session token", () => {
  it("decodes the same claims every time it is read", async () => {
    const token = await encodeSessionToken(claims());
    const first = await decodeSessionToken(token);
    const second = await decodeSessionToken(token);
    expect(first).toEqual(claims({ authAt: first!.authAt, seenAt: first!.seenAt }));
    expect(second).toEqual(first);
    expect(Object.isFrozen(second)).toBe(true);
  });

  it("refuses a token with one character changed, even after the real one was read", async () => {
    const token = await encodeSessionToken(claims());
    await decodeSessionToken(token);
    const i = token.length - 5;
    const forged = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
    expect(await decodeSessionToken(forged)).toBeNull();
  });

  it("refuses a token read before once the secret changes", async () => {
    const token = await encodeSessionToken(claims());
    expect(await decodeSessionToken(token)).not.toBeNull();
    process.env.NEXTAUTH_SECRET = "second-secret-".repeat(4);
    resetEnvCache();
    expect(await decodeSessionToken(token)).toBeNull();
  });

  it("refuses a sign-in older than 8 hours, on the first read and on later ones", async () => {
    const old = await encodeSessionToken(claims({ authAt: Math.floor(Date.now() / 1000) - 8 * 3600 - 5 }));
    expect(await decodeSessionToken(old)).toBeNull();
    expect(await decodeSessionToken(old)).toBeNull();
  });

  it("refuses garbage and an empty cookie", async () => {
    expect(await decodeSessionToken("not-a-token")).toBeNull();
    expect(await decodeSessionToken("")).toBeNull();
    expect(await decodeSessionToken(undefined)).toBeNull();
  });
});
