import { GET as teamList } from "@/app/api/employees/[managerHrisId]/route";
import { GET as getSession } from "@/app/api/session/route";
import { GET as hrPasswords } from "@/app/api/hr/passwords/route";
import { GET as passwordStatus } from "@/app/api/hr/passwords-status/route";
import { useTestDatabase } from "@/tests/helpers/test-db";
import { createOrg, createHrUser } from "@/tests/helpers/factories";
import { callRoute, hrCookie, sessionCookie } from "@/tests/helpers/http";

// Finding 5 of issue 31: a token minted with the real secret carrying one manager's employeeId and
// another's hrisId passed, and the team list (which read the token's hrisId) answered the other
// manager's whole team; an HR token whose authAt was a day ahead passed the recent-sign-in routes.
// The session check now takes every identity from the account's database row and refuses a time
// in the future.
const t = useTestDatabase();
const DAY = 24 * 60 * 60;

describe("session claims are cross-checked against the account", () => {
  it("hands on the identity of the account's row, not the token's other claims", async () => {
    const { top, mid, leaf } = await createOrg(t.prisma);
    // mid's own account and session version, with top's HRIS ID and name written beside them
    const forged = await sessionCookie({
      kind: "manager",
      employeeId: mid.id,
      hrisId: top.hrisId,
      name: top.name,
    });
    const topTeam = await callRoute(teamList, `/api/employees/${top.hrisId}`, {
      params: { managerHrisId: top.hrisId },
      cookie: forged,
    });
    expect(topTeam.status).toBe(403);
    expect(topTeam.text).not.toContain(mid.name);
    const own = await callRoute(teamList, `/api/employees/${mid.hrisId}`, {
      params: { managerHrisId: mid.hrisId },
      cookie: forged,
    });
    expect(own.status).toBe(200);
    expect(own.text).toContain(leaf.name);
    const who = await callRoute(getSession, "/api/session", { query: { peek: "1" }, cookie: forged });
    expect(who.json.session).toMatchObject({ hrisId: mid.hrisId, name: mid.name });
  });

  it("refuses an HR token whose sign-in time is in the future, on the recent-sign-in routes and the others", async () => {
    const hr = await createHrUser(t.prisma);
    const ahead = Math.floor(Date.now() / 1000) + DAY;
    const future = await hrCookie(hr, { authAt: ahead, seenAt: ahead });
    expect((await callRoute(hrPasswords, "/api/hr/passwords", { cookie: future })).status).toBe(401);
    expect((await callRoute(passwordStatus, "/api/hr/passwords-status", { cookie: future })).status).toBe(
      401,
    );
    // only the sign-in time ahead (the last use now): still refused
    const authAhead = await hrCookie(hr, { authAt: ahead });
    expect((await callRoute(hrPasswords, "/api/hr/passwords", { cookie: authAhead })).status).toBe(401);
    // within a minute of clock skew between instances: accepted
    const skewed = await hrCookie(hr, { authAt: Math.floor(Date.now() / 1000) + 30 });
    expect((await callRoute(passwordStatus, "/api/hr/passwords-status", { cookie: skewed })).status).toBe(
      200,
    );
  });
});
