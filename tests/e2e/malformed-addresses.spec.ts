import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIXTURE_PASSWORD } from "./fixtures/accounts";
import { SIGN_IN_ONLY } from "./fixtures/sign-in-only";

// Issue 31 item 2, on the built server (where Next's router decodes a dynamic segment before any
// route code runs, so only here did it answer a plain-text 500): every dynamic position of every
// API route and page, sent as each malformed %-escape, gets the API's 400 or the 404 page, with
// the headers every answer has.

const MALFORMED = ["%ff", "%c0%ae", "%E0%A4%A"];

/** Every address of app/ with one dynamic segment replaced by `raw`, the others by "1". */
function dynamicAddresses(dir: string, file: string, raw: string) {
  const found: string[] = [];
  const walk = (at: string, parts: string[]) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === file) {
        const dynamic = parts.flatMap((p, i) => (p.startsWith("[") ? [i] : []));
        for (const i of dynamic)
          found.push("/" + parts.map((p, j) => (j === i ? raw : p.startsWith("[") ? "1" : p)).join("/"));
      }
      if (!entry.isDirectory()) continue;
      const group = entry.name.startsWith("(") && entry.name.endsWith(")");
      walk(path.join(at, entry.name), group ? parts : [...parts, entry.name]);
    }
  };
  walk(path.join(process.cwd(), dir), dir === "app/api" ? ["api"] : []);
  return found;
}

test("every dynamic position of every API route answers 400 in the API's shape", async ({ request }) => {
  const addresses = MALFORMED.flatMap((raw) => dynamicAddresses("app/api", "route.ts", raw));
  expect(addresses.length).toBeGreaterThanOrEqual(3 * 30);
  for (const address of addresses) {
    const res = await request.get(address);
    expect(res.status(), address).toBe(400);
    expect(await res.json(), address).toEqual({
      message: "The address is not valid: it contains a malformed %-escape.",
      code: "invalid_input",
    });
    expect(res.headers()["x-request-id"], address).toMatch(/^[\w-]{8,}$/);
    expect(res.headers()["x-content-type-options"], address).toBe("nosniff");
    expect(res.headers()["cache-control"], address).toBe("no-store");
  }
});

test("every dynamic position of every page shows the 404 page to a signed-in manager", async ({
  request,
  baseURL,
}) => {
  const signIn = await request.post("/api/auth/login", {
    headers: { origin: baseURL! },
    data: { email: SIGN_IN_ONLY.malformedAddresses.manager.hrisId, password: FIXTURE_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const addresses = MALFORMED.flatMap((raw) => dynamicAddresses("app", "page.tsx", raw));
  expect(addresses.length).toBeGreaterThanOrEqual(3 * 6);
  for (const address of addresses) {
    const res = await request.get(address, { maxRedirects: 0 });
    expect(res.status(), address).toBe(404);
    expect(await res.text(), address).toContain("404 Page Not Found");
    expect(res.headers()["x-request-id"], address).toMatch(/^[\w-]{8,}$/);
    expect(res.headers()["content-security-policy"], address).toContain("'nonce-");
  }
});
