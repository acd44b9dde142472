import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Reminders (issue 33): HR's settings per cycle and the planner's status; the tick is called by a
// machine with a shared secret and does not exist while TICK_SECRET is unset (the matrix's case).

const HR_ONLY = { guest: 401, managerInside: 403, managerOutside: 403 } as const;

async function draftCycle({ db }: MatrixWorld) {
  const [row] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "ReviewCycle" ("name", "status", "timeZone") VALUES ('Reminders matrix', 'Draft', 'Europe/Paris')
    ON CONFLICT ("name") DO UPDATE SET "timeZone" = EXCLUDED."timeZone" RETURNING "id"`;
  return row.id;
}

export const rows: MatrixRow[] = [
  {
    route: "hr/review-cycles/[id]/reminders",
    method: "PATCH",
    request: async (world) => {
      const id = await draftCycle(world);
      return {
        path: `/api/hr/review-cycles/${id}/reminders`,
        params: { id: String(id) },
        body: { sendAt: "08:30" },
      };
    },
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/reminders/status",
    method: "GET",
    request: () => ({ path: "/api/hr/reminders/status" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "internal/tick",
    method: "POST",
    request: () => ({ path: "/api/internal/tick", headers: { authorization: "Bearer not-the-secret" } }),
    expect: { guest: 404, managerInside: 404, managerOutside: 404, hr: 404 },
    machineCall: true,
  },
];
