import { decodeJwt, encodeJwt } from "@/lib/server/auth/session-jwt";

// The session cookie keeps next-auth 4's format after next-auth left the dependencies: a cookie
// issued before the change still signs its holder in, and a forged or expired one does not.

const SECRET = "fixture-secret-for-the-jwt-format-test-0123";
// Written by next-auth 4.24.15's encode() with SECRET and a 100-year maxAge.
const NEXT_AUTH_TOKEN =
  "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..t2zSKgVxIHzj0zw5.Ada0d_V32_kATPlJKNmMeOHXc1HMZDSrHknHgyf2NxML-JCdZ8XQkSu8_Dxp2WLpLLCC0KDwutHaPSBe8c-vpl16zcCM8CUbpDjq4vPF-QZAsA9qk4N-6LBu6KjTUsO0M4_GvnPLNxM7fl8AFR-EPkgjBJ8ktZzfrZJ6rJ3BZp_iTjxFwHsdxnTildbD-5SXIYAKoaldzeXCZa87.XL2yF8wqJ9j_4ctT3zbafQ";

describe("session JWT", () => {
  it("reads a token next-auth wrote", async () => {
    expect(await decodeJwt({ token: NEXT_AUTH_TOKEN, secret: SECRET })).toMatchObject({
      kind: "hr",
      hrUserId: 7,
      name: "fixture-admin",
      ver: 1,
      authAt: 1700000000,
    });
  });

  it("round-trips its own tokens with iat, exp and a jti", async () => {
    const token = await encodeJwt({ token: { kind: "hr", hrUserId: 1 }, secret: SECRET, maxAge: 60 });
    const payload = await decodeJwt({ token, secret: SECRET });
    expect(payload).toMatchObject({ kind: "hr", hrUserId: 1 });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses another secret and an expired token", async () => {
    await expect(decodeJwt({ token: NEXT_AUTH_TOKEN, secret: `${SECRET}x` })).rejects.toThrow();
    const expired = await encodeJwt({ token: { kind: "hr" }, secret: SECRET, maxAge: -60 });
    await expect(decodeJwt({ token: expired, secret: SECRET })).rejects.toThrow(/exp/);
  });
});
