import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { resetEnvCache } from "@/lib/server/env";
import { managerCookie } from "@/tests/helpers/http";

// Finding 9 of issue 11: pages had no Content-Security-Policy and no HSTS behind https.
const saved = { url: process.env.NEXTAUTH_URL, nodeEnv: process.env.NODE_ENV };
const env = process.env as Record<string, string | undefined>;
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete env[name];
  else env[name] = value;
};
afterEach(() => {
  restore("NEXTAUTH_URL", saved.url);
  restore("NODE_ENV", saved.nodeEnv);
  resetEnvCache();
});

async function page(path: string, cookie?: string) {
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
  const csp = res.headers.get("content-security-policy") ?? "";
  return { res, csp, nonce: /'nonce-([^']+)'/.exec(csp)?.[1] };
}

describe("page security headers (proxy.ts)", () => {
  it("sends a nonce-based policy with no unsafe-inline or unsafe-eval, and a new nonce every time", async () => {
    env.NODE_ENV = "production";
    resetEnvCache();
    const first = await page("/login");
    const second = await page("/login");
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.csp).toContain(`script-src 'self' 'nonce-${first.nonce}' 'strict-dynamic'`);
    expect(first.csp).toContain(`style-src 'self' 'nonce-${first.nonce}'`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(first.csp).toContain(directive);
    expect(first.csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("hands the same nonce to Next (the request's policy) and to the layout (x-nonce)", async () => {
    const { res, csp, nonce } = await page("/login");
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("covers signed-in pages and redirects alike", async () => {
    const cookie = await managerCookie({ id: 1, hrisId: "E00001", name: "Top" });
    expect((await page("/", cookie)).nonce).toBeDefined();
    const redirect = await page("/employees");
    expect(redirect.res.status).toBe(307);
    expect(redirect.nonce).toBeDefined();
  });

  it("sends HSTS only when the public URL is https", async () => {
    env.NEXTAUTH_URL = "http://localhost:3000";
    resetEnvCache();
    expect((await page("/login")).res.headers.get("strict-transport-security")).toBeNull();
    env.NEXTAUTH_URL = "https://yardstick.example.com";
    resetEnvCache();
    const https = await page("/login");
    expect(https.res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(https.csp).toContain("upgrade-insecure-requests");
  });
});
