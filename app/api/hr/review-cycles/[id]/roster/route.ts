// GET /api/hr/review-cycles/{id}/roster?page=N – a cycle's participants with their reviewers, by name
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { listParticipants } from "@/lib/server/review-cycles/list-participants";
import { numericId, wholeNumberParam } from "@/lib/shared/schemas/params";

const params = z.object({ id: numericId("cycle id") });
const query = z.object({
  page: wholeNumberParam("page", 1, 100_000, "The page must be at most 100000.").default(1),
});

export const GET = route({ access: "hr", params, query }, ({ params, query }) =>
  listParticipants(params.id, query.page),
);
