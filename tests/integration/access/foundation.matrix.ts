import type { MatrixRow } from "./matrix-types";

export const rows: MatrixRow[] = [
  {
    route: "auth/login",
    method: "POST",
    request: () => ({
      path: "/api/auth/login",
      body: { email: "nobody@example.com", password: "wrong-password" },
    }),
    expect: { guest: 401, managerInside: 401, managerOutside: 401, hr: 401 },
  },
  {
    route: "hr/login",
    method: "POST",
    request: () => ({ path: "/api/hr/login", body: { username: "nobody", password: "wrong-password" } }),
    expect: { guest: 401, managerInside: 401, managerOutside: 401, hr: 401 },
  },
  {
    route: "auth/logout",
    method: "POST",
    request: () => ({ path: "/api/auth/logout", method: "POST" }),
    expect: { guest: 200, managerInside: 200, managerOutside: 200, hr: 200 },
  },
  {
    route: "session",
    method: "GET",
    request: () => ({ path: "/api/session" }),
    expect: { guest: 200, managerInside: 200, managerOutside: 200, hr: 200 },
  },
  {
    route: "authorise/[hrisId]",
    method: "GET",
    request: (_w, target) => ({ path: `/api/authorise/${target.hrisId}`, params: { hrisId: target.hrisId } }),
    // Outside the hierarchy: the 404 of an unknown HRIS id (issue 31 item 7).
    expect: { guest: 401, managerInside: 200, managerOutside: 404, hr: 403 },
  },
];
