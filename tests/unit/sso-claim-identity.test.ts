import { identityFromClaims } from "@/lib/server/auth/sso/claim-identity";
import { buildLoginEmail } from "@/lib/server/mail/login-email";
import { isKnownPagePath, isLoginPath } from "@/lib/shared/routes";

// Which employee a provider's claims name (issue 35): a verified email, or the configured HRIS-ID
// claim; every other answer is a refusal with its reason.

describe("identityFromClaims", () => {
  it("matches a verified email by its normalised key", () => {
    expect(identityFromClaims({ email: " Ann.Lee@Example.COM ", email_verified: true }, "email")).toEqual({
      by: "email",
      emailKey: "ann.lee@example.com",
    });
    // some providers send the flag as a string
    expect(identityFromClaims({ email: "a@b.io", email_verified: "true" }, "email")).toEqual({
      by: "email",
      emailKey: "a@b.io",
    });
  });

  it.each([
    [{ email: "a@b.io", email_verified: false }, "email-not-verified"],
    [{ email: "a@b.io" }, "email-not-verified"], // Entra ID: no email_verified at all
    [{ email: "a@b.io", email_verified: "yes" }, "email-not-verified"],
    [{ email_verified: true }, "claim-missing"],
    [{ email: "   ", email_verified: true }, "claim-missing"],
    [{ email: 42, email_verified: true }, "claim-missing"],
  ])("refuses %j as %s", (claims, refused) => {
    expect(identityFromClaims(claims, "email")).toEqual({ refused });
  });

  it("matches the configured HRIS-ID claim (text or whole number), never the email then", () => {
    expect(
      identityFromClaims({ employeeid: " E-0042 ", email: "x@y.z", email_verified: true }, "employeeid"),
    ).toEqual({
      by: "hrisId",
      hrisIdKey: "e-0042",
    });
    expect(identityFromClaims({ employeeid: 1234 }, "employeeid")).toEqual({
      by: "hrisId",
      hrisIdKey: "1234",
    });
  });

  it.each([
    [{}],
    [{ employeeid: "" }],
    [{ employeeid: 1.5 }],
    [{ employeeid: ["E1"] }],
    [{ employeeid: "x".repeat(101) }],
  ])("refuses a missing or malformed HRIS-ID claim %#", (claims) => {
    expect(identityFromClaims(claims, "employeeid")).toEqual({ refused: "claim-missing" });
  });
});

describe("the login email while password sign-in is off", () => {
  const input = { name: "Ann Lee", email: "ann@example.com", hrisId: "E1", password: "pw-123456" };
  const off = "Password sign-in is turned off. Sign in with Acme SSO instead.";

  it("says so in the text and the HTML", () => {
    const mail = buildLoginEmail({ ...input, passwordSignInOffFor: "Acme SSO" });
    expect(mail.text).toContain(off);
    expect(mail.html).toContain(off);
  });

  it("says nothing of it while password sign-in is on", () => {
    const mail = buildLoginEmail(input);
    expect(mail.text).not.toContain("turned off");
    expect(mail.html).not.toContain("turned off");
  });
});

it("the not-set-up page is open to everyone, signed out", () => {
  expect(isLoginPath("/sso-not-set-up")).toBe(true);
  expect(isKnownPagePath("/sso-not-set-up")).toBe(true);
});
