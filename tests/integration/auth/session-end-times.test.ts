import { GET as getSession } from "@/app/api/session/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createAccount, createEmployee, createHrUser } from "@/tests/helpers/factories";
import { callRoute, cookieFrom, hrCookie, managerCookie } from "@/tests/helpers/http";
import { freezeDateEachTest } from "@/tests/helpers/frozen-clock";
import {
  IDLE_TIMEOUT_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
} from "@/lib/server/auth/session-token";

// WCAG 2.2.1: the client warns before the session ends, so GET /api/session says when that is, and
// `?peek=1` reads it without renewing: otherwise the warning's own check would keep an unused
// session alive for ever.
const t = useTestDatabase();
freezeDateEachTest();
const now = () => Math.floor(Date.now() / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const session = (res: { json: Record<string, unknown> }) => res.json.session as Record<string, unknown>;

describe("GET /api/session says when the session ends", () => {
  it("a peek answers the end times and does not renew an old-enough session; an ordinary GET does", async () => {
    const boss = await createEmployee(t.prisma, { name: "Bea Boss" });
    await createAccount(t.prisma, boss, "right-password-1");
    const authAt = now() - 3600;
    const seenAt = now() - 20 * 60;
    const cookie = await managerCookie(boss, { authAt, seenAt });

    const peek = await callRoute(getSession, "/api/session", { cookie, query: { peek: "1" } });
    expect(peek.status).toBe(200);
    expect(peek.headers.get("set-cookie")).toBeNull();
    expect(peek.headers.get("cache-control")).toBe("no-store");
    expect(session(peek)).toEqual({
      kind: "manager",
      id: boss.id,
      hrisId: boss.hrisId,
      name: "Bea Boss",
      idleEndsAt: iso(seenAt + IDLE_TIMEOUT_SECONDS),
      endsAt: iso(authAt + SESSION_MAX_AGE_SECONDS),
    });

    const renewing = await callRoute(getSession, "/api/session", { cookie });
    expect(renewing.status).toBe(200);
    const renewed = cookieFrom(renewing);
    expect(renewed.startsWith(`${sessionCookieName()}=`)).toBe(true);
    expect(renewed).not.toBe(cookie);
    // The answer already counts the renewal: the idle time starts again now; the 8 hours do not.
    expect(session(renewing)).toMatchObject({
      idleEndsAt: iso(now() + IDLE_TIMEOUT_SECONDS),
      endsAt: iso(authAt + SESSION_MAX_AGE_SECONDS),
    });
    const after = await callRoute(getSession, "/api/session", { cookie: renewed, query: { peek: "1" } });
    expect(after.headers.get("set-cookie")).toBeNull();
    expect(session(after).idleEndsAt).toBe(iso(now() + IDLE_TIMEOUT_SECONDS));
  });

  it("a session used in the last few minutes is not re-issued, and its idle end stays where it was", async () => {
    const hr = await createHrUser(t.prisma, undefined, "hr-secret-pass");
    const seenAt = now() - 60;
    const cookie = await hrCookie(hr, { authAt: now() - 7 * 3600, seenAt });
    const res = await callRoute(getSession, "/api/session", { cookie });
    expect(res.headers.get("set-cookie")).toBeNull();
    // Near the 8 hours the absolute end comes first: that is the one the warning counts down to.
    expect(session(res)).toMatchObject({
      kind: "hr",
      id: hr.id,
      hrisId: null,
      idleEndsAt: iso(seenAt + IDLE_TIMEOUT_SECONDS),
      endsAt: iso(now() - 7 * 3600 + SESSION_MAX_AGE_SECONDS),
    });
  });

  it("a guest gets no end times, with or without peek; a bad peek value is refused", async () => {
    expect((await callRoute(getSession, "/api/session")).json).toEqual({ session: null });
    expect((await callRoute(getSession, "/api/session", { query: { peek: "1" } })).json).toEqual({
      session: null,
    });
    const bad = await callRoute(getSession, "/api/session", { query: { peek: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/query/);
  });
});
