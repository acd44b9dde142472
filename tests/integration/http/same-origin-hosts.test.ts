import { POST as logout } from "@/app/api/auth/logout/route";
import { resetEnvCache } from "@/lib/server/env";
import { callRoute } from "@/tests/helpers/http";

// Finding 6 of issue 31: `Origin: https://evil.example` passed the same-origin check when the
// request also said `X-Forwarded-Host: evil.example` (or `Host: evil.example`): the check compared
// the Origin with hosts the client itself wrote. Signing out is the state-changing call here: it
// is refused before the session or the body is read, so no database is needed.
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.NEXTAUTH_URL, hops: env.TRUSTED_PROXY_HOPS };
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete env[name];
  else env[name] = value;
};
function configure(url: string | undefined, hops: string) {
  restore("NEXTAUTH_URL", url);
  env.TRUSTED_PROXY_HOPS = hops;
  resetEnvCache();
}
afterEach(() => {
  restore("NEXTAUTH_URL", saved.url);
  restore("TRUSTED_PROXY_HOPS", saved.hops);
  resetEnvCache();
});

/** A call from a client that sends no Sec-Fetch-Site (an older browser, a script). */
const signOut = (headers: Record<string, string>) =>
  callRoute(logout, "/api/auth/logout", { method: "POST", headers: { "sec-fetch-site": "", ...headers } });

describe("same-origin check of state-changing calls", () => {
  describe("with NEXTAUTH_URL set", () => {
    beforeEach(() => configure("https://reviews.example.com", "1"));

    it("refuses another site's Origin however the request names its own host", async () => {
      const calls: Record<string, string>[] = [
        { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
        { origin: "https://evil.example", host: "evil.example" },
        { origin: "http://localhost" },
      ];
      for (const headers of calls) {
        const answer = await signOut(headers);
        expect(answer.status).toBe(403);
        expect(answer.json).toEqual({
          message: "Cross-site requests are not accepted: use Yardstick's own pages.",
          code: "forbidden",
        });
      }
    });

    it("accepts the configured origin only, scheme and port included", async () => {
      expect((await signOut({ origin: "https://reviews.example.com" })).status).toBe(200);
      expect((await signOut({ origin: "http://reviews.example.com" })).status).toBe(403);
      expect((await signOut({ origin: "https://reviews.example.com:8443" })).status).toBe(403);
    });
  });

  describe("without NEXTAUTH_URL", () => {
    it("believes X-Forwarded-Host only from a trusted proxy", async () => {
      configure(undefined, "0");
      const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
      expect((await signOut(forged)).status).toBe(403);
      configure(undefined, "1");
      expect((await signOut(forged)).status).toBe(200);
      const behindProxy = { "x-forwarded-host": "reviews.example.com", "x-forwarded-proto": "https" };
      expect((await signOut({ ...behindProxy, origin: "https://reviews.example.com" })).status).toBe(200);
      expect((await signOut({ ...behindProxy, origin: "http://reviews.example.com" })).status).toBe(403);
    });

    it("lets the demo on localhost sign out (the Origin is the address it was opened at)", async () => {
      configure(undefined, "0");
      expect((await signOut({ origin: "http://localhost" })).status).toBe(200);
    });
  });
});
