import { route } from "@/lib/server/http/route";
import { exportEvaluationsXlsx } from "@/lib/server/exports/export-evaluations-xlsx";
import type { HrSession, ManagerSession, Session } from "@/lib/server/auth/session";

// Types the compiler holds the services to (issue 30, outcome 6): `npm run typecheck` fails when a
// line marked as an expected error below compiles. The calls are never run.

type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
const holds = <T extends true>(value: T) => value;

describe("session types", () => {
  it("a signed-in route gets either kind of session, not an HR one", () => {
    const handler = route({ access: "signed-in" }, async ({ session }) => {
      holds<Equal<typeof session, Session>>(true);
      // @ts-expect-error a manager's session has no HR user
      return session.hrUserId;
    });
    expect(typeof handler).toBe("function");
  });

  it("the HR export takes an HR actor only", () => {
    const all = { cycle: null, status: "all", search: null, manager: null, department: null } as const;
    const start = (manager: ManagerSession, hr: HrSession) => {
      // @ts-expect-error a manager is no HR actor
      void exportEvaluationsXlsx(all, manager, "127.0.0.1");
      void exportEvaluationsXlsx(all, hr, "127.0.0.1");
    };
    expect(typeof start).toBe("function");
  });
});
