import { nextAuthOptions, NOT_SET_UP_PATH } from "@/lib/server/auth/sso/next-auth-options";
import { decodeSessionToken, sessionCookieName, type SessionClaims } from "@/lib/server/auth/session-token";
import { validateSession } from "@/lib/server/auth/session";
import { resetEnvCache } from "@/lib/server/env";
import { encode } from "next-auth/jwt";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";

// next-auth's callbacks as configured for the provider (issue 35): the signIn callback links and
// ends a replaced session (kind replaces kind), the jwt callback's token is the project's own
// session claims, written under the project's cookie name.

const t = useTestDatabase();
beforeAll(() => {
  Object.assign(process.env, {
    OIDC_ISSUER: "http://127.0.0.1:4199",
    OIDC_CLIENT_ID: "yardstick",
    OIDC_CLIENT_SECRET: "a-client-secret",
  });
  resetEnvCache();
});
afterAll(() => {
  for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]) delete process.env[key];
  resetEnvCache();
});

type Callbacks = Required<ReturnType<typeof nextAuthOptions>>["callbacks"];
const signIn = (cb: Callbacks, profile: Record<string, unknown>) =>
  cb.signIn!({ profile, user: { id: "x" }, account: null } as never);
const jwt = (cb: Callbacks) =>
  cb.jwt!({ token: { sub: "x", email: "x@idp" }, account: { provider: "oidc" } } as never);

it("the provider, its checks and the cookie are the project's", () => {
  const options = nextAuthOptions(null, "10.2.0.1");
  expect(options.providers[0]).toMatchObject({
    id: "oidc",
    wellKnown: "http://127.0.0.1:4199/.well-known/openid-configuration",
    checks: ["pkce", "state", "nonce"],
    idToken: true,
  });
  expect(options.cookies?.sessionToken?.name).toBe(sessionCookieName());
});

it("an HR session in the browser ends on the server when a manager signs in through the provider", async () => {
  const hr = await createHrUser(t.prisma, "hr-replaced", "hr-replaced-pass");
  const manager = await createEmployee(t.prisma, { email: "sso.manager@example.com" });
  await createAccount(t.prisma, manager);
  const hrClaims: SessionClaims = {
    kind: "hr",
    hrUserId: hr.id,
    name: hr.username,
    ver: 1,
    authAt: Date.now() / 1000,
  };
  const { callbacks } = nextAuthOptions(hrClaims, "10.2.0.2");
  expect(await signIn(callbacks!, { email: manager.email, email_verified: true })).toBe(true);
  expect(await validateSession(hrClaims)).toBeNull();

  // The token next-auth encodes is the manager session (and nothing of the provider's).
  const token = await jwt(callbacks!);
  expect(token).not.toHaveProperty("email");
  expect(token).toMatchObject({ kind: "manager", employeeId: manager.id, via: "sso", ver: 1 });
  // Encoded the way next-auth writes the cookie, the project's decoder reads a manager session.
  const options = nextAuthOptions(null, "10.2.0.2");
  const cookie = await encode({ token, secret: options.secret!, maxAge: options.session!.maxAge });
  const claims = await decodeSessionToken(cookie);
  expect(await validateSession(claims)).toMatchObject({
    kind: "manager",
    employeeId: manager.id,
    mustChangePassword: false,
  });
});

it("someone without an account is sent to the not-set-up page and gets no token", async () => {
  const { callbacks } = nextAuthOptions(null, "10.2.0.3");
  expect(await signIn(callbacks!, { email: "stranger@example.com", email_verified: true })).toBe(
    NOT_SET_UP_PATH,
  );
  expect(await jwt(callbacks!)).toEqual({ sub: "x", email: "x@idp" });
});
