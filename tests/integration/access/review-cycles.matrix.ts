import type { MatrixRow, MatrixWorld } from "./matrix-types";

// Review cycles: HR only. Each call gets its own cycle, so the rows do not touch the matrix world's
// active cycle: a Draft for the changes a draft takes, a Closed one for archive and reopen.
const HR_ONLY = { guest: 401, managerInside: 403, managerOutside: 403 } as const;
let n = 0;

const phase = { opensAt: "2030-06-01T00:00:00Z", dueAt: "2030-06-30T21:59:00Z" };

async function cycle(w: MatrixWorld, status: "Draft" | "Closed") {
  const created = await w.db.reviewCycle.create({
    data: { name: `Matrix ${status} ${++n}`, status, closedAt: status === "Closed" ? new Date() : null },
  });
  return { id: String(created.id) };
}

export const rows: MatrixRow[] = [
  {
    route: "hr/review-cycles",
    method: "GET",
    request: () => ({ path: "/api/hr/review-cycles" }),
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles",
    method: "POST",
    request: () => ({
      path: "/api/hr/review-cycles",
      body: { name: `Matrix new ${++n}`, timeZone: "Europe/Paris", phases: { manager: phase } },
    }),
    expect: { ...HR_ONLY, hr: 201 },
  },
  {
    route: "hr/review-cycles/[id]",
    method: "GET",
    request: async (w) => {
      const params = await cycle(w, "Draft");
      return { path: `/api/hr/review-cycles/${params.id}`, params };
    },
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]",
    method: "PATCH",
    request: async (w) => {
      const params = await cycle(w, "Draft");
      return { path: `/api/hr/review-cycles/${params.id}`, params, body: { timeZone: "UTC" } };
    },
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    route: "hr/review-cycles/[id]",
    method: "DELETE",
    request: async (w) => {
      const params = await cycle(w, "Draft");
      return { path: `/api/hr/review-cycles/${params.id}`, params };
    },
    expect: { ...HR_ONLY, hr: 200 },
  },
  {
    // a draft cannot be closed: HR passes the access check and gets the 409
    route: "hr/review-cycles/[id]/close",
    method: "POST",
    request: async (w) => {
      const params = await cycle(w, "Draft");
      return { path: `/api/hr/review-cycles/${params.id}/close`, params, body: {} };
    },
    expect: { ...HR_ONLY, hr: 409 },
  },
  {
    // the world's cycle is active: HR passes the access check and gets the 409
    route: "hr/review-cycles/[id]/reopen",
    method: "POST",
    request: async (w) => {
      const params = await cycle(w, "Closed");
      return { path: `/api/hr/review-cycles/${params.id}/reopen`, params, body: { reason: "Matrix" } };
    },
    expect: { ...HR_ONLY, hr: [200, 409] },
  },
  {
    route: "hr/review-cycles/[id]/archive",
    method: "POST",
    request: async (w) => {
      const params = await cycle(w, "Closed");
      return { path: `/api/hr/review-cycles/${params.id}/archive`, params };
    },
    expect: { ...HR_ONLY, hr: 200 },
  },
];
