import type { MatrixRow } from "./matrix-types";
import { PNG_1X1, createFeedback, feedbackBody } from "@/tests/helpers/feedback-factories";

// Anyone may send feedback (guests too, rate limited); only HR reads it, changes its status
// and sees its attachments.
export const rows: MatrixRow[] = [
  {
    route: "feedback",
    method: "POST",
    request: () => ({ path: "/api/feedback", body: feedbackBody({ guestContext: "manager-login" }) }),
    expect: { guest: 200, managerInside: 200, managerOutside: 200, hr: 200 },
  },
  {
    route: "feedback",
    method: "GET",
    request: () => ({ path: "/api/feedback" }),
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
  {
    route: "feedback/[id]/status",
    method: "PATCH",
    request: async (world) => {
      const { id } = await createFeedback(world.db);
      return {
        path: `/api/feedback/${id}/status`,
        params: { id: String(id) },
        body: { status: "In Progress" },
      };
    },
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
  {
    route: "feedback/[id]/attachments/[position]",
    method: "GET",
    request: async (world) => {
      const { id } = await createFeedback(world.db, { images: [PNG_1X1] });
      return { path: `/api/feedback/${id}/attachments/0`, params: { id: String(id), position: "0" } };
    },
    expect: { guest: 401, managerInside: 403, managerOutside: 403, hr: 200 },
  },
];
