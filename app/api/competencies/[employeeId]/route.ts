// GET /api/competencies/{employeeId} – the behavioral competencies of the employee's title
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { getCompetenciesForEmployee } from "@/lib/server/evaluations/behavioral/title-competencies";

export const GET = route(
  {
    access: "manager",
    params: z.object({ employeeId: z.coerce.number().int().positive().max(2_147_483_647) }),
  },
  async ({ session, params }) => getCompetenciesForEmployee(session, params.employeeId),
);
