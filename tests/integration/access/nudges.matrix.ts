import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Nudges (issue 33 §4): HR nudges anyone in a running cycle; a manager only their own subtree (the
// target `inside` is in it, `outside` is not: 403); a guest signs in first.

async function runningCycle({ db }: MatrixWorld) {
  const [active] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM "ReviewCycle" WHERE status = 'Active'`;
  if (active) return active.id;
  const [row] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "ReviewCycle" ("name", "status", "timeZone") VALUES ('Nudges matrix', 'Active', 'UTC') RETURNING "id"`;
  return row.id;
}

export const rows: MatrixRow[] = [
  {
    route: "review-cycles/[id]/nudges",
    method: "POST",
    request: async (world, target) => {
      const id = await runningCycle(world);
      return {
        path: `/api/review-cycles/${id}/nudges`,
        params: { id: String(id) },
        body: { hrisIds: [target.hrisId], phase: "manager" },
      };
    },
    expect: { guest: 401, managerInside: 200, managerOutside: 403, hr: 200 },
  },
];
