import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/hr/sign-in-settings/route";
import { resetEnvCache } from "@/lib/server/env";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie } from "@/tests/helpers/http";

// HR's switch (issue 35): with single sign-on configured, HR turns password sign-in off for
// managers and employees; the server then refuses it (not only the form); HR's own sign-in stays.

const t = useTestDatabase();
let addr = 0;
const from = () => ({ "x-forwarded-for": `10.9.0.${++addr}` });
const SSO_ENV = {
  OIDC_ISSUER: "http://127.0.0.1:4199/oidc",
  OIDC_CLIENT_ID: "yardstick",
  OIDC_CLIENT_SECRET: "a-client-secret",
  OIDC_NAME: "Acme SSO",
};

function configureSso(on: boolean) {
  for (const [key, value] of Object.entries(SSO_ENV)) {
    if (on) process.env[key] = value;
    else delete process.env[key];
  }
  resetEnvCache();
}
afterEach(() => configureSso(false));

async function setup() {
  const boss = await createEmployee(t.prisma, { name: "Sam Switch" });
  await createAccount(t.prisma, boss, "right-password-1");
  const hr = await createHrUser(t.prisma, `hr-switch-${++addr}`, "hr-secret-pass");
  return { boss, hr, cookie: await hrCookie(hr) };
}

const signInAsManager = (boss: { hrisId: string }) =>
  callRoute(managerLogin, "/api/auth/login", {
    body: { email: boss.hrisId, password: "right-password-1" },
    headers: from(),
  });

const setSwitch = (cookie: string, passwordSignIn: unknown) =>
  callRoute(putSettings, "/api/hr/sign-in-settings", { method: "PUT", body: { passwordSignIn }, cookie });

it("without single sign-on, password sign-in cannot be turned off and nothing is recorded", async () => {
  const { boss, cookie } = await setup();
  const res = await setSwitch(cookie, false);
  expect(res.status).toBe(422);
  expect(res.json.message).toBe("Password sign-in can be turned off only when single sign-on is configured.");
  expect((await callRoute(getSettings, "/api/hr/sign-in-settings", { cookie })).json).toEqual({
    ssoConfigured: false,
    passwordSignIn: true,
  });
  expect(await t.prisma.signInSettings.count()).toBe(0);
  expect((await signInAsManager(boss)).status).toBe(200);
});

it("turned off, the server refuses a manager's password sign-in, HR still signs in, and both changes are audited", async () => {
  configureSso(true);
  const { boss, hr, cookie } = await setup();
  const off = await setSwitch(cookie, false);
  expect(off.status).toBe(200);
  expect(off.json).toEqual({ ssoConfigured: true, passwordSignIn: false });

  const refused = await signInAsManager(boss);
  expect(refused.status).toBe(403);
  expect(refused.json).toEqual({
    message: "Password sign-in is turned off. Sign in with Acme SSO instead.",
    code: "password_sign_in_off",
  });
  expect(refused.headers.get("set-cookie") ?? "").not.toContain("yardstick.session=ey");

  const hrIn = await callRoute(hrLogin, "/api/hr/login", {
    body: { username: hr.username, password: "hr-secret-pass" },
    headers: from(),
  });
  expect(hrIn.status).toBe(200);

  expect((await setSwitch(cookie, true)).status).toBe(200);
  expect((await signInAsManager(boss)).status).toBe(200);

  const rows = await t.prisma.auditEvent.findMany({
    where: { action: "sign-in-settings.password-sign-in" },
    orderBy: { id: "asc" },
    select: { actorKind: true, actorId: true, detail: true },
  });
  expect(rows.slice(-2)).toEqual([
    { actorKind: "hr", actorId: hr.id, detail: { from: true, to: false } },
    { actorKind: "hr", actorId: hr.id, detail: { from: false, to: true } },
  ]);
});

it("setting the same value again records nothing new, and a non-boolean is a 400 that changes nothing", async () => {
  configureSso(true);
  const { cookie } = await setup();
  const audited = () => t.prisma.auditEvent.count({ where: { action: "sign-in-settings.password-sign-in" } });
  const before = await audited();
  expect((await setSwitch(cookie, true)).status).toBe(200);
  const bad = await setSwitch(cookie, "no");
  expect(bad.status).toBe(400);
  expect(bad.json.code).toBe("invalid_input");
  expect(await audited()).toBe(before);
  expect(await t.prisma.signInSettings.findUnique({ where: { id: 1 } })).toMatchObject({
    passwordSignIn: true,
  });
});
