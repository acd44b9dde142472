import { decode, encode } from "next-auth/jwt";

// The session cookie is next-auth 4's own JWT (ADR 0080): a cookie issued by next-auth before ADR
// 0041, and one issued by the jose copy that replaced it meanwhile, both still sign their holder
// in; a forged or expired one does not.

const SECRET = "fixture-secret-for-the-jwt-format-test-0123";
// Written by next-auth 4.24.15's encode() with SECRET and a 100-year maxAge.
const NEXT_AUTH_TOKEN =
  "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..t2zSKgVxIHzj0zw5.Ada0d_V32_kATPlJKNmMeOHXc1HMZDSrHknHgyf2NxML-JCdZ8XQkSu8_Dxp2WLpLLCC0KDwutHaPSBe8c-vpl16zcCM8CUbpDjq4vPF-QZAsA9qk4N-6LBu6KjTUsO0M4_GvnPLNxM7fl8AFR-EPkgjBJ8ktZzfrZJ6rJ3BZp_iTjxFwHsdxnTildbD-5SXIYAKoaldzeXCZa87.XL2yF8wqJ9j_4ctT3zbafQ";
// Written by the jose copy of ADR 0041 (lib/server/auth/session-jwt.ts, removed) with SECRET and a
// 100-year maxAge.
const JOSE_COPY_TOKEN =
  "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..pcriEM0xvpJucye_.0ddxolaGKeb0Q-lp3lNaQU93TJGcTN0OETFZI5muhS9-k4EjEok60o9ADWEt1nSB8IR9jvS0tlb3BS_sPrhaA-OHe7JICDErQOpuG5ltoQzHIWRaoNUmGpwk25n1WfCDvAJwdPDeMK-bHKuDPI_MXusNqCp101jaB-gWEkNYpZPjyTVBZ3TdJjNtam3SyTya0qcCwt5pJb1bpfpgKGh11S2Cj0S-Pi9BgaEKRFddWUe-ssisoE6R.TOaStfGQ4ZbEPM6PFu-l0g";

describe("session cookie format", () => {
  it("reads a token next-auth wrote", async () => {
    expect(await decode({ token: NEXT_AUTH_TOKEN, secret: SECRET })).toMatchObject({
      kind: "hr",
      hrUserId: 7,
      name: "fixture-admin",
      ver: 1,
      authAt: 1700000000,
    });
  });

  it("reads a token the jose copy wrote", async () => {
    expect(await decode({ token: JOSE_COPY_TOKEN, secret: SECRET })).toMatchObject({
      kind: "manager",
      employeeId: 3,
      hrisId: "E-0003",
      name: "fixture-manager",
      ver: 2,
      authAt: 1700000000,
    });
  });

  it("round-trips its own tokens with iat, exp and a jti", async () => {
    const token = await encode({ token: { kind: "hr", hrUserId: 1 }, secret: SECRET, maxAge: 60 });
    const payload = (await decode({ token, secret: SECRET }))!;
    expect(payload).toMatchObject({ kind: "hr", hrUserId: 1 });
    expect((payload.exp as number) - (payload.iat as number)).toBe(60);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses another secret and an expired token", async () => {
    await expect(decode({ token: NEXT_AUTH_TOKEN, secret: `${SECRET}x` })).rejects.toThrow();
    const expired = await encode({ token: { kind: "hr" }, secret: SECRET, maxAge: -60 });
    await expect(decode({ token: expired, secret: SECRET })).rejects.toThrow(/exp/);
  });
});
