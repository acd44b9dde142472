import { performanceKindInfo } from "@/lib/shared/performance-questionnaire/performance-kind";

// The performance questionnaire's calls for one employee and manager (spec 2 §7).
export function questionnairePaths(employeeHrisId: string, managerHrisId: string) {
  const pair = `${encodeURIComponent(employeeHrisId)}/${encodeURIComponent(managerHrisId)}`;
  return {
    get: `/api/employee-performance-questionnaire/${pair}`,
    draft: `/api/employee-performance-questionnaire/draft/${pair}`,
    submit: `/api/employee-performance-questionnaire/${pair}`,
    csv: performanceKindInfo.csvBackup.url({ employeeHrisId, managerHrisId }),
  };
}
