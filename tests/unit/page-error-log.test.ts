import { Writable } from "node:stream";
import { resetLogger } from "@/lib/server/log";
import { onRequestError } from "@/instrumentation";

// Issue 19: the digest a user quotes from the error page leads to the request: the page's error
// line carries both, with the X-Request-Id the proxy put on the request.

describe("onRequestError", () => {
  const lines: Record<string, unknown>[] = [];
  beforeAll(() => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.LOG_LEVEL = "info";
    resetLogger(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    );
  });
  afterAll(() => {
    delete process.env.NEXT_RUNTIME;
    process.env.LOG_LEVEL = "silent";
    resetLogger();
  });

  it("logs one error line with the request id, the route and the digest shown on the page", async () => {
    const error = Object.assign(new Error("render failed"), { digest: "2718281828" });
    await onRequestError(
      error,
      { path: "/hr/employee/E00042", method: "GET", headers: { "x-request-id": "req-1234-abcd" } },
      { routerKind: "App Router", routePath: "/hr/employee/[hrisId]", routeType: "render" },
    );
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "page error",
      requestId: "req-1234-abcd",
      digest: "2718281828",
      route: "/hr/employee/[hrisId]",
      method: "GET",
      status: 500,
    });
  });
});
