import type { MatrixRow } from "./matrix-types";

// Sharing the review and acknowledging it (issue 34 §7–8). The employee's own routes answer a
// signed-in person about themself (nothing shared with the matrix manager: 404; HR has no review:
// 403). About an employee: their manager and HR, another manager gets the unknown-employee 404.
// A share in the matrix world is refused by the cycle (409) or the incomplete review (422), never
// let through; tests/integration/review-share/share-access.test.ts walks the allowed calls.

export const rows: MatrixRow[] = [
  {
    route: "my-review",
    method: "GET",
    request: () => ({ path: "/api/my-review" }),
    expect: { guest: 401, managerInside: 404, managerOutside: 404, hr: 403, employee: 404 },
  },
  {
    route: "my-review/acknowledge",
    method: "POST",
    request: () => ({ path: "/api/my-review/acknowledge", body: { comment: "Read." } }),
    expect: { guest: 401, managerInside: 404, managerOutside: 404, hr: 403, employee: 404 },
  },
  {
    route: "review-share/[hrisId]",
    method: "GET",
    request: (_, target) => ({
      path: `/api/review-share/${target.hrisId}`,
      params: { hrisId: target.hrisId },
    }),
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 200 },
  },
  {
    route: "review-share/[hrisId]",
    method: "POST",
    request: (_, target) => ({
      path: `/api/review-share/${target.hrisId}`,
      params: { hrisId: target.hrisId },
      body: { confirm: true },
    }),
    // the employee about themself: not their own manager
    expect: { guest: 401, managerInside: [409, 422], managerOutside: 404, hr: [409, 422], employee: 404 },
  },
  {
    route: "hr/review-cycles/[id]/share",
    method: "POST",
    request: async ({ db }) => {
      const [cycle] = await db.$queryRaw<{ id: number }[]>`
        INSERT INTO "ReviewCycle" ("name", "status", "timeZone") VALUES ('Share matrix', 'Draft', 'UTC')
        ON CONFLICT ("name") DO UPDATE SET "timeZone" = EXCLUDED."timeZone" RETURNING "id"`;
      return {
        path: `/api/hr/review-cycles/${cycle.id}/share`,
        params: { id: String(cycle.id) },
        body: { confirm: true },
      };
    },
    // a Draft cycle: nothing can be shared in it yet
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 409 },
  },
];
