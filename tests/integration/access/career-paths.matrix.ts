import type { MatrixRow, MatrixWorld } from "./matrix-types";
import { createCustomPathRows, ensurePathTypes, twoTitles } from "@/tests/helpers/career-factories";

// Career paths: a manager reads and changes the paths of their hierarchy only; HR reads anyone's
// and verifies; titles and path types are for any signed-in user.
// managerOutside gets the 404 of an id that names nothing: a refusal must not tell which ids exist
// (issue 31 item 7; outside-like-missing.test.ts compares the two answers).
const managerWrites = { guest: 401, managerInside: 200, managerOutside: 404, hr: 403 };
const signedIn = { guest: 401, managerInside: 200, managerOutside: 200, hr: 200 };
const hrOnly = { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 };

async function storedPath(w: MatrixWorld, target: MatrixWorld["inside"]) {
  const [a, b] = await twoTitles(w.db);
  const rows = await createCustomPathRows(w.db, target.id, [a!.id, b!.id]);
  return { row: rows[0]!, titleIds: [a!.id, b!.id] };
}

export const rows: MatrixRow[] = [
  {
    route: "career-path/[hrisId]",
    method: "GET",
    request: (_w, target) => ({
      path: `/api/career-path/${target.hrisId}`,
      params: { hrisId: target.hrisId },
    }),
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 200 },
  },
  {
    route: "titles",
    method: "GET",
    request: () => ({ path: "/api/titles", query: { search: "matrix" } }),
    expect: signedIn,
  },
  {
    route: "path-types",
    method: "GET",
    request: async (w) => {
      await ensurePathTypes(w.db);
      return { path: "/api/path-types" };
    },
    expect: signedIn,
  },
  {
    route: "career-path/custom",
    method: "POST",
    request: async (w, target) => {
      const [a, b] = await twoTitles(w.db);
      await ensurePathTypes(w.db);
      return {
        path: "/api/career-path/custom",
        body: {
          employeeId: target.id,
          titleSequence: [a!.id, b!.id],
          pathId: "4",
          notes: "",
          verified: false,
        },
      };
    },
    expect: managerWrites,
  },
  {
    route: "career-path/custom/[id]",
    method: "PUT",
    request: async (w, target) => {
      const { row, titleIds } = await storedPath(w, target);
      return {
        path: `/api/career-path/custom/${row.id}`,
        params: { id: String(row.id) },
        body: { sessionId: row.sessionId, titleSequence: [...titleIds].reverse(), notes: "edited" },
      };
    },
    // A row that is gone is the 409 of a path another window replaced; so is another team's.
    expect: { ...managerWrites, managerOutside: 409 },
  },
  {
    route: "career-path/custom/[id]",
    method: "DELETE",
    request: async (w, target) => {
      const { row } = await storedPath(w, target);
      return { path: `/api/career-path/custom/${row.id}`, params: { id: String(row.id) } };
    },
    expect: managerWrites,
  },
  {
    route: "custom-career-path",
    method: "POST",
    request: async (w, target) => {
      const [a, b] = await twoTitles(w.db);
      await ensurePathTypes(w.db);
      return {
        path: "/api/custom-career-path",
        body: {
          titleId: a!.id,
          nextTitleId: b!.id,
          pathId: "4",
          hrisId: target.hrisId,
          companyId: "1",
          employee: target.name,
          verified: "No",
          sessionId: `matrix-${Math.random().toString(36).slice(2)}`,
        },
      };
    },
    expect: managerWrites,
  },
  {
    route: "custom-career-path/[id]",
    method: "DELETE",
    request: async (w, target) => {
      const { row } = await storedPath(w, target);
      return { path: `/api/custom-career-path/${row.id}`, params: { id: String(row.id) } };
    },
    expect: managerWrites,
  },
  {
    route: "custom-career-path/[id]",
    method: "PATCH",
    request: async (w, target) => {
      const { row } = await storedPath(w, target);
      return {
        path: `/api/custom-career-path/${row.id}`,
        params: { id: String(row.id) },
        body: { isVerified: true },
      };
    },
    expect: hrOnly,
  },
  {
    route: "hr/career-paths",
    method: "GET",
    request: () => ({ path: "/api/hr/career-paths", query: { search: "ivy" } }),
    expect: hrOnly,
  },
];
