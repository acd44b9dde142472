import { requestIdFor } from "@/lib/server/http/request-id";
import { routePattern } from "@/lib/server/http/request-log";
import { isDatabaseUnavailable } from "@/lib/server/http/database-unavailable";

describe("routePattern", () => {
  it("puts the parameter names back in place of their values", () => {
    expect(routePattern("/api/employee/42", { id: "42" })).toBe("/api/employee/[id]");
    expect(routePattern("/api/evaluation/7/draft", { evaluationId: "7" })).toBe(
      "/api/evaluation/[evaluationId]/draft",
    );
    expect(routePattern("/api/employees/E%201", { managerHrisId: "E 1" })).toBe(
      "/api/employees/[managerHrisId]",
    );
    expect(routePattern("/api/session", {})).toBe("/api/session");
  });

  it("replaces a whole segment only", () => {
    expect(routePattern("/api/a/1/b/12", { id: "12" })).toBe("/api/a/1/b/[id]");
  });
});

describe("requestIdFor", () => {
  it("keeps a plausible id from the platform's router and makes one otherwise", () => {
    expect(requestIdFor(new Headers({ "x-request-id": "abc-123-def-456" }))).toBe("abc-123-def-456");
    const made = requestIdFor(new Headers({ "x-request-id": "<script>" }));
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(new Headers())).not.toBe(made);
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises an unreachable server, a dropped connection and a server shutting down", () => {
    expect(isDatabaseUnavailable({ code: "P1001" })).toBe(true);
    expect(
      isDatabaseUnavailable({
        code: "P2010",
        meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } },
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "57P01" })).toBe(true);
  });

  it("recognises a database too busy to answer in time: a lock or statement timeout, a deadlock, an expired transaction", () => {
    for (const code of ["55P03", "57014", "40P01", "40001"])
      expect(
        isDatabaseUnavailable({
          code: "P2010",
          meta: { driverAdapterError: { cause: { originalCode: code } } },
        }),
      ).toBe(true);
    expect(
      isDatabaseUnavailable({
        code: "P2028",
        message: "Transaction API error: Unable to start a transaction in the given time.",
      }),
    ).toBe(true);
    // A transaction used after it ended is a bug, not load.
    expect(
      isDatabaseUnavailable({ code: "P2028", message: "Transaction not found. Transaction ID is invalid." }),
    ).toBe(false);
  });

  it("leaves a user's mistake and a bug alone", () => {
    expect(isDatabaseUnavailable({ code: "P2002" })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
