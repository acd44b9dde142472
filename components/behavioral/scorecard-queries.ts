import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";
import type { CompetencyDto, EvaluationDto } from "@/lib/shared/schemas/behavioral";

// The behavioral scorecard's reads (docs/decisions/0008).

export const competenciesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: ["competencies", employeeId],
    queryFn: getJson<CompetencyDto[]>(`/api/competencies/${employeeId}`),
  });

export const evaluationQuery = (evaluationId: number) =>
  queryOptions({
    queryKey: ["evaluation", evaluationId],
    queryFn: getJson<EvaluationDto>(`/api/evaluation/${evaluationId}`),
  });
