import "server-only";
import { getEnv } from "@/lib/server/env";

/** The provider's settings when single sign-on is configured (all three set); null otherwise. */
export function ssoConfig() {
  const env = getEnv();
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: env.OIDC_ISSUER.replace(/\/+$/, ""),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME,
    idClaim: env.OIDC_ID_CLAIM,
  };
}

export function isSsoConfigured() {
  return ssoConfig() !== null;
}
