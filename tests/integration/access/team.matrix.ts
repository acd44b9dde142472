import type { MatrixRow } from "./matrix-types";

// Manager workspace calls. For the managerOutside column the call names someone outside the
// caller's reach: another manager's list (403 for any manager id but the caller's, existing or
// not), or an employee of another manager's team (the 404 of an unknown id: issue 31 item 7).
const guestHrInside = { guest: 401, managerInside: 200, hr: 403 };

export const rows: MatrixRow[] = [
  {
    route: "employees/[managerHrisId]",
    method: "GET",
    request: (w, target) => {
      const managerHrisId = target === w.outside ? w.otherManager.hrisId : w.manager.hrisId;
      return { path: `/api/employees/${managerHrisId}`, params: { managerHrisId } };
    },
    expect: { ...guestHrInside, managerOutside: 403 },
  },
  {
    route: "evaluation-status",
    method: "GET",
    request: () => ({ path: "/api/evaluation-status" }),
    expect: { ...guestHrInside, managerOutside: 200 },
  },
  {
    route: "evaluation-status/[managerId]",
    method: "GET",
    request: (w, target) => {
      const managerId = String(target === w.outside ? w.otherManager.id : w.manager.id);
      return { path: `/api/evaluation-status/${managerId}`, params: { managerId } };
    },
    expect: { ...guestHrInside, managerOutside: 403 },
  },
  {
    route: "evaluation-status/[managerId]/[employeeId]",
    method: "GET",
    request: (w, target) => {
      const params = { managerId: w.manager.hrisId, employeeId: String(target.id) };
      return { path: `/api/evaluation-status/${params.managerId}/${params.employeeId}`, params };
    },
    expect: { ...guestHrInside, managerOutside: 404 },
  },
  {
    route: "employee/[id]",
    method: "GET",
    request: (_w, target) => ({ path: `/api/employee/${target.id}`, params: { id: String(target.id) } }),
    expect: { ...guestHrInside, managerOutside: 404 },
  },
  {
    route: "employee-by-hris/[hrisId]",
    method: "GET",
    request: (_w, target) => ({
      path: `/api/employee-by-hris/${target.hrisId}`,
      params: { hrisId: target.hrisId },
    }),
    expect: { ...guestHrInside, managerOutside: 404 },
  },
  {
    route: "employee-manager/[employeeHrisId]",
    method: "GET",
    request: (_w, target) => ({
      path: `/api/employee-manager/${target.hrisId}`,
      params: { employeeHrisId: target.hrisId },
    }),
    expect: { ...guestHrInside, managerOutside: 404 },
  },
  {
    route: "debug/employee-manager-relationships",
    method: "GET",
    request: () => ({ path: "/api/debug/employee-manager-relationships" }),
    // Always the caller's own hierarchy: there is nothing outside to ask for.
    expect: { ...guestHrInside, managerOutside: 200 },
  },
];
