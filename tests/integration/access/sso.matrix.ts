import type { MatrixRow } from "./matrix-types";

// Single sign-on (issue 35). The matrix world has no identity provider configured: next-auth's
// steps answer 404 to everyone, and HR's switch refuses to turn password sign-in off (422) while
// reading it is HR's alone. With a provider, tests/e2e/sso.spec.ts walks the flow.

const everyone = (status: number) => ({
  guest: status,
  managerInside: status,
  managerOutside: status,
  hr: status,
});

export const rows: MatrixRow[] = [
  {
    route: "auth/[...nextauth]",
    method: "GET",
    request: () => ({ path: "/api/auth/csrf", params: { nextauth: ["csrf"] } }),
    expect: everyone(404),
  },
  {
    route: "auth/[...nextauth]",
    method: "POST",
    request: () => ({
      path: "/api/auth/signin/oidc",
      params: { nextauth: ["signin", "oidc"] },
      rawBody: "csrfToken=x&callbackUrl=%2F",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    expect: everyone(404),
  },
  {
    route: "hr/sign-in-settings",
    method: "GET",
    request: () => ({ path: "/api/hr/sign-in-settings" }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
  {
    route: "hr/sign-in-settings",
    method: "PUT",
    request: () => ({ path: "/api/hr/sign-in-settings", body: { passwordSignIn: false } }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 422 },
  },
];
