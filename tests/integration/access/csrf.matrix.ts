import fs from "node:fs";
import path from "node:path";
import type { MatrixRow } from "./matrix-types";

// Finding 5 of issue 11: a cross-origin `text/plain` body was accepted as JSON, and nothing but
// SameSite=Lax stood between another site (or a sibling subdomain) and a state-changing call.
// Every state-changing row of the other matrix files is replayed here twice, for every caller:
// from another site (403) and with a non-JSON content type (415). The route wrapper refuses both
// before it reads the session or the body.

const siblings = fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith(".matrix.ts") && f !== path.basename(__filename))
  .flatMap((f) => (require(path.join(__dirname, f)) as { rows: MatrixRow[] }).rows)
  .filter((r) => r.method !== "GET");

const everyone = (status: number) => ({
  guest: status,
  managerInside: status,
  managerOutside: status,
  hr: status,
});

const fromAnotherSite = (row: MatrixRow): MatrixRow[] => [
  {
    ...row,
    request: async (world, target) => {
      const req = await row.request(world, target);
      return {
        ...req,
        headers: { ...req.headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      };
    },
    expect: everyone(403),
  },
  {
    ...row,
    request: async (world, target) => {
      const req = await row.request(world, target);
      return {
        ...req,
        headers: { ...req.headers, origin: "http://reviews.example.com", "sec-fetch-site": "same-site" },
      };
    },
    expect: everyone(403),
  },
];

export const rows: MatrixRow[] = siblings.flatMap((row): MatrixRow[] => [
  ...(row.machineCall ? [] : fromAnotherSite(row)),
  {
    ...row,
    request: async (world, target) => {
      const { body, ...req } = await row.request(world, target);
      return {
        ...req,
        method: row.method,
        rawBody: JSON.stringify(body ?? {}),
        headers: { ...req.headers, "content-type": "text/plain;charset=UTF-8" },
      };
    },
    expect: everyone(415),
  },
]);
