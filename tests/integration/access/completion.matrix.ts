import type { MatrixRow, MatrixWorld } from "./matrix-types";

// The completion dashboard and its workbook (issue 33 §7): HR reads any subtree; a manager reads
// their own (the target `inside` is in it) and is refused another's (`outside`); a guest signs in.

async function cycle({ db }: MatrixWorld) {
  const [row] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "ReviewCycle" ("name", "status", "timeZone") VALUES ('Completion matrix', 'Draft', 'UTC')
    ON CONFLICT ("name") DO UPDATE SET "timeZone" = EXCLUDED."timeZone" RETURNING "id"`;
  return row.id;
}

const expect = { guest: 401, managerInside: 200, managerOutside: 403, hr: 200 };

export const rows: MatrixRow[] = ["completion", "completion.xlsx"].map((file) => ({
  route: `review-cycles/[id]/${file}`,
  method: "GET",
  request: async (world, target) => {
    const id = await cycle(world);
    return {
      path: `/api/review-cycles/${id}/${file}`,
      params: { id: String(id) },
      query: { groupBy: "manager", root: target.hrisId },
    };
  },
  expect,
}));
