import "server-only";

/** The CSV backup call of a values review (spec 2 §7), as the save answer's csvDownloadUrl. */
export const valuesCsvUrl = (employeeId: number, managerHrisId: string) =>
  `/api/manager-values-review/download-csv/${employeeId}/${encodeURIComponent(managerHrisId)}`;
