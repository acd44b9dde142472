// A real OpenID Connect provider for the e2e tests (issue 35): the certified `oidc-provider`
// package on localhost, with its development login screen (any login, any password). The login
// typed is the account: its HRIS-ID claim (`hris_id`) and a verified email are made from it.
// Test-only: it never ships (devDependency, outside the app's code).
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4105);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!redirectUri) throw new Error("Set OIDC_REDIRECT_URI (the app's /api/auth/callback/oidc)");
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? "yardstick-e2e",
      client_secret: process.env.OIDC_CLIENT_SECRET ?? "yardstick-e2e-client-secret",
      redirect_uris: [redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  // The HRIS ID rides on the profile scope, which the app asks for (a real provider releases it by
  // its own configuration: docs/deploy.md).
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["hris_id"] },
  // The claims in the ID token itself, as Entra ID, Okta and Google put them there.
  conformIdTokenClaims: false,
  cookies: { keys: ["yardstick-e2e-oidc-provider-cookie-key"] },
  async findAccount(_ctx, sub) {
    const login = sub.trim();
    return {
      accountId: login,
      claims: () => ({
        sub: login,
        email: login.includes("@") ? login : `${login.toLowerCase()}@idp.example`,
        email_verified: true,
        hris_id: login,
      }),
    };
  },
  features: { devInteractions: { enabled: true } },
  // No consent screen for the one first-party client: the login goes straight back to the app.
  loadExistingGrant: async (ctx) => {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope("openid email profile");
    await grant.save();
    return grant;
  },
});
provider.proxy = false;

provider.listen(port, "127.0.0.1", () => {
  console.log(`oidc-provider for e2e at ${issuer}`);
});
