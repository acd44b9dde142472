import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as getSession } from "@/app/api/session/route";
import { GET as hrPasswords } from "@/app/api/hr/passwords/route";
import { GET as authorise } from "@/app/api/authorise/[hrisId]/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, managerCookie } from "@/tests/helpers/http";
import { IDLE_TIMEOUT_SECONDS, sessionCookieName } from "@/lib/server/auth/session-token";
import { allowAuditRows, refuseAuditRows } from "@/tests/helpers/refuse-audit-rows";

// Finding 4 of issue 11: a cookie replayed after logout still worked, signing in as the other kind
// left the old token valid, and a session lived 8 hours however long it sat unused.
const t = useTestDatabase();
let addr = 0;
const from = () => ({ "x-forwarded-for": `10.4.0.${++addr}` });
const now = () => Math.floor(Date.now() / 1000);

async function setup() {
  const boss = await createEmployee(t.prisma, { name: "Bea Boss" });
  const report = await createEmployee(t.prisma, { name: "Rui Report", mgrId: boss.hrisId });
  await createAccount(t.prisma, boss, "right-password-1");
  const hr = await createHrUser(t.prisma, undefined, "hr-secret-pass");
  return { boss, report, hr };
}

const signInManager = async (hrisId: string, cookie?: string) =>
  cookieFrom(
    await callRoute(managerLogin, "/api/auth/login", {
      body: { email: hrisId, password: "right-password-1" },
      headers: from(),
      cookie,
    }),
  );
const signInHr = async (username: string, cookie?: string) =>
  cookieFrom(
    await callRoute(hrLogin, "/api/hr/login", {
      body: { username, password: "hr-secret-pass" },
      headers: from(),
      cookie,
    }),
  );
const whoIs = async (cookie: string) =>
  (await callRoute(getSession, "/api/session", { cookie })).json.session;

describe("sessions end on the server", () => {
  it("a manager cookie replayed after logout is refused", async () => {
    const { boss, report } = await setup();
    const cookie = await signInManager(boss.hrisId);
    expect(await whoIs(cookie)).toMatchObject({ kind: "manager", id: boss.id });
    await callRoute(logout, "/api/auth/logout", { method: "POST", cookie });
    expect(await whoIs(cookie)).toBeNull();
    const res = await callRoute(authorise, "/x", { cookie, params: { hrisId: report.hrisId } });
    expect(res.status).toBe(401);
  });

  it("a sign-out whose audit row cannot be written leaves the session alive, as the dialog then says", async () => {
    const { boss } = await setup();
    const cookie = await signInManager(boss.hrisId);
    await refuseAuditRows(t.prisma, "sign-out");
    try {
      const res = await callRoute(logout, "/api/auth/logout", { method: "POST", cookie });
      expect(res.status).toBe(500);
      expect(await whoIs(cookie)).toMatchObject({ kind: "manager", id: boss.id });
    } finally {
      await allowAuditRows(t.prisma);
    }
    await callRoute(logout, "/api/auth/logout", { method: "POST", cookie });
    expect(await whoIs(cookie)).toBeNull();
  });

  it("an HR cookie replayed after logout cannot read the passwords", async () => {
    const { hr } = await setup();
    const cookie = await signInHr(hr.username);
    expect((await callRoute(hrPasswords, "/api/hr/passwords", { cookie })).status).not.toBe(401);
    await callRoute(logout, "/api/auth/logout", { method: "POST", cookie });
    expect((await callRoute(hrPasswords, "/api/hr/passwords", { cookie })).status).toBe(401);
  });

  it("signing in as the other kind ends the old session", async () => {
    const { boss, hr } = await setup();
    const managerSession = await signInManager(boss.hrisId);
    const hrSession = await signInHr(hr.username, managerSession);
    expect(await whoIs(managerSession)).toBeNull();
    expect(await whoIs(hrSession)).toMatchObject({ kind: "hr", id: hr.id });
    await signInManager(boss.hrisId, hrSession);
    expect(await whoIs(hrSession)).toBeNull();
  });

  it("ends a session left unused for the idle timeout, well inside the 8 hours", async () => {
    const { boss } = await setup();
    const idle = await managerCookie(boss, {
      authAt: now() - 3600,
      seenAt: now() - IDLE_TIMEOUT_SECONDS - 5,
    });
    expect(await whoIs(idle)).toBeNull();
    const active = await managerCookie(boss, { authAt: now() - 3600, seenAt: now() - 60 });
    expect(await whoIs(active)).toMatchObject({ id: boss.id });
  });

  it("keeps a session in use alive by renewing its cookie", async () => {
    const { boss } = await setup();
    const old = await managerCookie(boss, {
      authAt: now() - 3600,
      seenAt: now() - IDLE_TIMEOUT_SECONDS + 120,
    });
    const res = await callRoute(getSession, "/api/session", { cookie: old });
    const renewed = cookieFrom(res);
    expect(renewed.startsWith(`${sessionCookieName()}=`)).toBe(true);
    expect(renewed).not.toBe(old);
    expect(await whoIs(renewed)).toMatchObject({ id: boss.id });
  });
});
