import { POST as managerLogin } from "@/app/api/auth/login/route";
import { POST as hrLogin } from "@/app/api/hr/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as submitFeedback } from "@/app/api/feedback/route";
import { feedbackBody } from "@/tests/helpers/feedback-factories";
import { GET as getSession } from "@/app/api/session/route";
import { GET as authorise } from "@/app/api/authorise/[hrisId]/route";
import { encode } from "next-auth/jwt";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom } from "@/tests/helpers/http";
import { sessionCookieName } from "@/lib/server/auth/session-token";

const t = useTestDatabase();
let addr = 0;
// Each test signs in from its own address so the per-address limit only bites where it is tested.
const from = () => ({ "x-forwarded-for": `10.0.0.${++addr}` });

async function setup() {
  const boss = await createEmployee(t.prisma, { name: "Bea Boss", email: `Bea.Boss${++addr}@Example.com` });
  const report = await createEmployee(t.prisma, { name: "Rui Report", mgrId: boss.hrisId });
  await createAccount(t.prisma, boss, "right-password-1");
  const hr = await createHrUser(t.prisma, undefined, "hr-secret-pass");
  return { boss, report, hr };
}

describe("POST /api/auth/login", () => {
  it("signs a manager in by email (trimmed, any case) and answers user and manager with an httpOnly session", async () => {
    const { boss } = await setup();
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: {
        email: `  ${boss.email.toLowerCase().replace("example", "EXAMPLE")} `,
        password: " right-password-1 ",
      },
      headers: from(),
    });
    expect(res.status).toBe(200);
    expect(res.json.manager).toMatchObject({ name: "Bea Boss", hrisId: boss.hrisId, id: boss.id });
    expect(res.json.user).toMatchObject({ hrisId: boss.hrisId });
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toContain(`${sessionCookieName()}=`);
    expect(setCookie.toLowerCase()).toContain("httponly");
    expect(setCookie.toLowerCase()).toContain("samesite=lax");
    const who = await callRoute(getSession, "/api/session", { cookie: cookieFrom(res) });
    expect(who.json.session).toMatchObject({ kind: "manager", id: boss.id, name: "Bea Boss" });
  });

  it("signs a manager in by HRIS ID", async () => {
    const { boss } = await setup();
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId.toLowerCase(), password: "right-password-1" },
      headers: from(),
    });
    expect(res.status).toBe(200);
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const { boss } = await setup();
    const wrong = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "nope-nope" },
      headers: from(),
    });
    const unknown = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: "ghost@x.io", password: "nope-nope" },
      headers: from(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: "Invalid credentials", code: "unauthenticated" });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a blank password with the spec's message", async () => {
    const { boss } = await setup();
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "   " },
      headers: from(),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("Please enter your password");
  });

  it.each([
    ["wrong types", { email: 12, password: true }],
    ["missing fields", {}],
    ["a 10 kB string", { email: "a".repeat(10_000), password: "x" }],
    ["an operator object", { email: { contains: "" }, password: "anything" }],
    ["an array", [{ email: "x", password: "y" }]],
    ["null", null],
  ])("answers 4xx to %s and signs nobody in", async (_label, body) => {
    await setup();
    const res = await callRoute(managerLogin, "/api/auth/login", { body, headers: from() });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.json.message).toBe("string");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers 400 to malformed JSON, unicode and whitespace-only identifiers", async () => {
    await setup();
    const bad = await callRoute(managerLogin, "/api/auth/login", {
      rawBody: "{not json",
      headers: { ...from(), "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    const blank = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: " \t ", password: "x" },
      headers: from(),
    });
    expect(blank.status).toBe(400);
    const unicode = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: "👩‍💼🚀", password: "ünïcødé" },
      headers: from(),
    });
    expect(unicode.status).toBe(401);
  });

  it("slows an account after 5 failures from anywhere, even for the right password from a new address", async () => {
    const { boss } = await setup();
    for (let i = 0; i < 5; i++) {
      const res = await callRoute(managerLogin, "/api/auth/login", {
        body: { email: boss.hrisId, password: `bad-${i}` },
        headers: from(),
      });
      expect(res.status).toBe(401);
    }
    const locked = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "right-password-1" },
      headers: from(),
    });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits one address to 30 failures across accounts", async () => {
    const { boss } = await setup();
    const headers = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < 30; i++) {
      await callRoute(managerLogin, "/api/auth/login", {
        body: { email: `nobody${i}@x.io`, password: "bad" },
        headers,
      });
    }
    const res = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "right-password-1" },
      headers,
    });
    expect(res.status).toBe(429);
  });
});

describe("POST /api/hr/login", () => {
  it("signs HR in and answers { user: { id, username } }", async () => {
    const { hr } = await setup();
    const res = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: hr.username, password: "hr-secret-pass" },
      headers: from(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: { id: hr.id, username: hr.username } });
    const who = await callRoute(getSession, "/api/session", { cookie: cookieFrom(res) });
    expect(who.json.session).toMatchObject({ kind: "hr", id: hr.id });
  });

  it("answers a failure with a message field", async () => {
    const { hr } = await setup();
    const res = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: hr.username, password: "wrong" },
      headers: from(),
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Invalid credentials", code: "unauthenticated" });
  });
});

describe("sessions", () => {
  it("are refused after the account's session version changes", async () => {
    const { boss, report } = await setup();
    const login = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "right-password-1" },
      headers: from(),
    });
    const cookie = cookieFrom(login);
    const before = await callRoute(authorise, `/api/authorise/${report.hrisId}`, {
      cookie,
      params: { hrisId: report.hrisId },
    });
    expect(before.status).toBe(200);
    await t.prisma.loginAccount.update({
      where: { employeeId: boss.id },
      data: { sessionVersion: { increment: 1 } },
    });
    const after = await callRoute(authorise, `/api/authorise/${report.hrisId}`, {
      cookie,
      params: { hrisId: report.hrisId },
    });
    expect(after.status).toBe(401);
  });

  it("let a manager holding a distributed password do nothing but change it", async () => {
    const { boss, report } = await setup();
    await t.prisma.loginAccount.update({
      where: { employeeId: boss.id },
      data: { mustChangePassword: true },
    });
    const login = await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "right-password-1" },
      headers: from(),
    });
    expect(login.json.user).toMatchObject({ mustChangePassword: true });
    const res = await callRoute(authorise, `/api/authorise/${report.hrisId}`, {
      cookie: cookieFrom(login),
      params: { hrisId: report.hrisId },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Please choose a new password before continuing.");
    // What anyone may do, they may do too: tell us about a problem (from the change-password
    // page, which shows the Feedback button), and sign out. Both answered 403.
    const feedback = await callRoute(submitFeedback, "/api/feedback", {
      method: "POST",
      cookie: cookieFrom(login),
      body: feedbackBody({ title: "Cannot change my password" }),
      headers: from(),
    });
    expect(feedback.status).toBe(200);
    expect(
      await t.prisma.feedback.findFirst({ where: { title: "Cannot change my password" } }),
    ).toMatchObject({
      hrisId: boss.hrisId,
    });
    const out = await callRoute(logout, "/api/auth/logout", { method: "POST", cookie: cookieFrom(login) });
    expect(out.status).toBe(200);
  });

  it("are refused once expired (8 hours)", async () => {
    const { boss, report } = await setup();
    const token = await encode({
      token: {
        kind: "manager",
        employeeId: boss.id,
        hrisId: boss.hrisId,
        name: boss.name,
        ver: 1,
        authAt: 0,
      },
      secret: process.env.NEXTAUTH_SECRET!,
      maxAge: -60, // past next-auth's 15 s clock tolerance
    });
    const res = await callRoute(authorise, "/x", {
      cookie: `${sessionCookieName()}=${token}`,
      params: { hrisId: report.hrisId },
    });
    expect(res.status).toBe(401);
  });

  it("signing in as HR replaces the manager session, and logout clears it", async () => {
    const { boss, hr } = await setup();
    await callRoute(managerLogin, "/api/auth/login", {
      body: { email: boss.hrisId, password: "right-password-1" },
      headers: from(),
    });
    const hrRes = await callRoute(hrLogin, "/api/hr/login", {
      body: { username: hr.username, password: "hr-secret-pass" },
      headers: from(),
    });
    // one cookie name for both kinds: the browser keeps only the newest
    expect(cookieFrom(hrRes).startsWith(`${sessionCookieName()}=`)).toBe(true);
    const out = await callRoute(logout, "/api/auth/logout", { method: "POST", cookie: cookieFrom(hrRes) });
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`${sessionCookieName().replace(".", "\\.")}=;`));
    expect(out.headers.get("set-cookie")?.toLowerCase()).toContain("max-age=0");
  });
});
