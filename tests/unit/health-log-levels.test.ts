import { captureLogLines } from "@/tests/helpers/log-lines";
import { logRequest } from "@/lib/server/http/request-log";
import { noteReadiness, resetReadinessLog } from "@/lib/server/health/readiness-log";
import type { Readiness } from "@/lib/server/health/readiness";

// Issue 31, item 13: the platform asks /api/health/* every few seconds. Those request lines are
// debug (an operator's info log is not one line every few seconds), and a readiness 503 while the
// instance starts is not an error; a ready instance that stops being ready is a warning.

const lines = captureLogLines();
beforeEach(() => {
  lines.length = 0;
  resetReadinessLog();
});

const request = (route: string, status: number) =>
  logRequest({ requestId: "r-1", method: "GET", route, status, started: performance.now(), user: "guest" });

const ready: Readiness = {
  status: "ready",
  checks: { database: "ok", migrations: "ok", emailWorker: "ok", instance: "ok" },
  failing: [],
};
const unavailable = (failing: Readiness["failing"]): Readiness => ({
  status: "unavailable",
  checks: { ...ready.checks, ...Object.fromEntries(failing.map((k) => [k, "unreachable"])) },
  failing,
  message: `This instance is not ready: ${failing.join(", ")}.`,
});

it("logs health checks at debug, whatever they answer; other requests as before", () => {
  request("/api/health/live", 200);
  request("/api/health/ready", 200);
  request("/api/health/ready", 503);
  request("/api/session", 200);
  request("/api/session", 503);
  expect(lines.map((l) => [l.route, l.level])).toEqual([
    ["/api/health/live", "debug"],
    ["/api/health/ready", "debug"],
    ["/api/health/ready", "debug"],
    ["/api/session", "info"],
    ["/api/session", "error"],
  ]);
});

it("says when readiness changes: starting is debug, ready is info, losing it a warning, stopping info", () => {
  noteReadiness(unavailable(["emailWorker"]));
  noteReadiness(unavailable(["emailWorker"]));
  noteReadiness(ready);
  noteReadiness(ready);
  noteReadiness(unavailable(["database"]));
  noteReadiness(unavailable(["database"]));
  noteReadiness(ready);
  noteReadiness(unavailable(["instance"]));
  expect(lines.map((l) => [l.level, l.msg])).toEqual([
    ["debug", "instance starting"],
    ["info", "instance ready"],
    ["warn", "This instance is not ready: database."],
    ["info", "instance ready"],
    ["info", "This instance is not ready: instance."],
  ]);
});
