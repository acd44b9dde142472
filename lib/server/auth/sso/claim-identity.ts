import "server-only";
import { identityKey } from "@/lib/shared/identity-key";

// Which employee an identity provider's answer names (issue 35, ADR 0082). Linking trusts only what
// the provider vouches for: the email when the provider says it verified it (email_verified true),
// or the configured claim that carries the HRIS ID. Nothing typed by the user is involved.

export type ClaimIdentity = { by: "email"; emailKey: string } | { by: "hrisId"; hrisIdKey: string };
export type ClaimRefusal = "email-not-verified" | "claim-missing";

/**
 * The identity key from the ID token's claims (and the userinfo answer, merged by next-auth).
 * `idClaim` "email" matches the verified email; any other name is the claim that holds the HRIS ID.
 */
export function identityFromClaims(
  claims: Record<string, unknown>,
  idClaim: string,
): ClaimIdentity | { refused: ClaimRefusal } {
  if (idClaim === "email") {
    const email = claims.email;
    if (typeof email !== "string" || !email.trim()) return { refused: "claim-missing" };
    // Entra ID sends no email_verified: it is configured with an HRIS-ID claim instead.
    if (claims.email_verified !== true && claims.email_verified !== "true") {
      return { refused: "email-not-verified" };
    }
    return { by: "email", emailKey: identityKey(email) };
  }
  const value = claims[idClaim];
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !text.trim() || text.length > 100) return { refused: "claim-missing" };
  return { by: "hrisId", hrisIdKey: identityKey(text) };
}
