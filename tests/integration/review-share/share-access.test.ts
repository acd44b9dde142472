import { useTestDatabase } from "@/tests/helpers/test-db";
import { callRoute } from "@/tests/helpers/http";
import {
  createShareWorld,
  submitCompleteReview,
  type ShareWorld,
} from "@/tests/helpers/review-share-factories";
import { GET as getMyReview } from "@/app/api/my-review/route";
import { POST as acknowledge } from "@/app/api/my-review/acknowledge/route";
import { GET as getShare, POST as share } from "@/app/api/review-share/[hrisId]/route";
import { POST as bulkShare } from "@/app/api/hr/review-cycles/[id]/share/route";

// Every route of issue 34 §7–8 for guest, the employee, their manager, another manager and HR
// (the access matrix has no employee caller: this file holds those rows), once a review is shared.

const t = useTestDatabase();

type Who = "guest" | "employee" | "manager" | "otherManager" | "hr";
const WHO: Who[] = ["guest", "employee", "manager", "otherManager", "hr"];

type Call = (w: ShareWorld, cookie: string | undefined) => ReturnType<typeof callRoute>;
const calls: Record<string, Call> = {
  "GET /api/my-review": (_, cookie) => callRoute(getMyReview, "/api/my-review", { cookie }),
  "POST /api/my-review/acknowledge": (_, cookie) =>
    callRoute(acknowledge, "/api/my-review/acknowledge", { method: "POST", cookie, body: {} }),
  "GET /api/review-share/{hrisId}": (w, cookie) =>
    callRoute(getShare, `/api/review-share/${w.employee.hrisId}`, {
      cookie,
      params: { hrisId: w.employee.hrisId },
    }),
  "POST /api/review-share/{hrisId}": (w, cookie) =>
    callRoute(share, `/api/review-share/${w.employee.hrisId}`, {
      method: "POST",
      cookie,
      params: { hrisId: w.employee.hrisId },
      body: { confirm: true },
    }),
  "POST /api/hr/review-cycles/{id}/share": (w, cookie) =>
    callRoute(bulkShare, `/api/hr/review-cycles/${w.cycle.id}/share`, {
      method: "POST",
      cookie,
      params: { id: String(w.cycle.id) },
      body: { confirm: true },
    }),
};

// The employee's own review answers the employee; the manager and another manager have none shared
// with them (404); HR is no employee (403). A share by the employee about themself is refused like
// any employee outside a manager's hierarchy (404).
const expected: Record<string, Record<Who, number>> = {
  "GET /api/my-review": { guest: 401, employee: 200, manager: 404, otherManager: 404, hr: 403 },
  "POST /api/my-review/acknowledge": { guest: 401, employee: 200, manager: 404, otherManager: 404, hr: 403 },
  "GET /api/review-share/{hrisId}": { guest: 401, employee: 404, manager: 200, otherManager: 404, hr: 200 },
  "POST /api/review-share/{hrisId}": { guest: 401, employee: 404, manager: 200, otherManager: 404, hr: 200 },
  "POST /api/hr/review-cycles/{id}/share": {
    guest: 401,
    employee: 403,
    manager: 403,
    otherManager: 403,
    hr: 200,
  },
};

let w: ShareWorld;
beforeAll(async () => {
  w = await createShareWorld(t.prisma);
  await submitCompleteReview(t.prisma, w);
  expect((await calls["POST /api/review-share/{hrisId}"](w, w.cookies.manager)).status).toBe(200);
});

describe.each(Object.keys(calls))("%s", (name) => {
  it.each(WHO)("%s", async (who) => {
    const cookie = who === "guest" ? undefined : w.cookies[who];
    const res = await calls[name](w, cookie);
    expect({ who, status: res.status }).toEqual({ who, status: expected[name][who] });
  });
});
