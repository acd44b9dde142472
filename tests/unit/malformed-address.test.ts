import { Writable } from "node:stream";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";
import { resetLogger } from "@/lib/server/log";
import { resetEnvCache } from "@/lib/server/env";
import { managerCookie } from "@/tests/helpers/http";

// Issue 31 item 2: Next decodes a dynamic segment before any route code runs, and a malformed
// %-escape there answered a plain-text 500 with no request id, no headers and no log line. The
// proxy runs first: an API address gets the API's 400, a page address the 404 page.

const MALFORMED = ["%ff", "%c0%ae", "%E0%A4%A", "%"];
const lines: Record<string, unknown>[] = [];

beforeAll(() => {
  process.env.LOG_LEVEL = "info";
  resetEnvCache();
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
  process.env.LOG_LEVEL = "silent";
  resetEnvCache();
  resetLogger();
});

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("an address with a malformed %-escape", () => {
  it.each(MALFORMED)("/api/employee/%s reaches the proxy and gets the API's 400, logged", async (escape) => {
    const path = `/api/employee/${escape}`;
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
    lines.length = 0;
    const res = await proxy(request(path));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "The address is not valid: it contains a malformed %-escape.",
      code: "invalid_input",
    });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(lines).toEqual([
      expect.objectContaining({ requestId: id, status: 400, route: "[malformed address]", method: "GET" }),
    ]);
  });

  it("anywhere in an API address, a catch-all's included", async () => {
    for (const path of ["/api/feedback/1/attachments/%ff", "/api/no-such/%E0%A4%A/call"]) {
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
      expect((await proxy(request(path))).status).toBe(400);
    }
  });

  it("is the 404 page with the page headers, for a manager and a guest alike", async () => {
    const cookie = await managerCookie({ id: 1, hrisId: "E00001", name: "Top" });
    for (const [path, who] of [
      ["/scorecard/%ff", cookie],
      ["/hr/employee/%c0%ae", cookie],
      ["/hr/employee/%E0%A4%A", undefined],
    ] as const) {
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
      const res = await proxy(request(path, who));
      expect(res.headers.get("location")).toBeNull();
      expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/malformed-address");
      expect(res.headers.get("content-security-policy")).toContain("'nonce-");
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
  });
});

describe("well-formed API addresses", () => {
  it("do not run the proxy, or pass through it untouched when they hold an escape", async () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/employee/12" })).toBe(false);
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/employee-by-hris/E%2000001" })).toBe(true);
    const res = await proxy(request("/api/employee-by-hris/E%2000001"));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("content-security-policy")).toBeNull();
  });
});
