// GET /api/competencies/{employeeId} – the behavioral competencies of the employee's title
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { numericId } from "@/lib/shared/schemas/params";
import { getCompetenciesForEmployee } from "@/lib/server/behavioral/title-competencies";

export const GET = route(
  { access: "manager", params: z.object({ employeeId: numericId("employee id") }) },
  async ({ session, params }) => getCompetenciesForEmployee(session, params.employeeId),
);
