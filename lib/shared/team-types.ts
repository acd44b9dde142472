// Answers of the manager-workspace calls (spec 2 §3, §7). Shared by the route handlers, the
// services and the screens so both sides agree on one shape.

/** One person in the signed-in manager's hierarchy (GET /api/employees/{managerHrisId}). */
export type TeamEmployee = {
  id: number;
  hrisId: string;
  name: string;
  email: string | null;
  department: string | null;
  /** Display title: the catalogue title, else the HRIS mapped title. */
  title: string | null;
  mappedTitle: string | null;
  oldTitle: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** 1 = direct report, above 1 = indirect. */
  reportingLevel: number;
  /** Employee.id of the direct manager. */
  directManagerId: number;
  directManagerHrisId: string;
  directManagerName: string;
};

/** The managers above the signed-in manager, from the top of the org down (spec 2 §3). */
export type ManagerChainLink = { name: string; hrisId: string };

export const NO_DEPARTMENT = "No department assigned";

/** What the manager home shows of each person: the lean list call (`?view=lean`, issue 12). */
export const LEAN_TEAM_FIELDS = [
  "id",
  "hrisId",
  "name",
  "email",
  "department",
  "title",
  "reportingLevel",
  "directManagerId",
  "directManagerName",
] as const satisfies readonly (keyof TeamEmployee)[];
export type LeanTeamEmployee = Pick<TeamEmployee, (typeof LEAN_TEAM_FIELDS)[number]>;

/**
 * GET /api/employees/{managerHrisId}?view=lean: the screens' own variant, about half the bytes of
 * the spec's answer for a large hierarchy: only the fields shown, and no departmentGroups (a second
 * copy of every employee; the Departments view groups on the client with groupByDepartment).
 */
export type LeanTeamListResponse = Omit<TeamListResponse, "employees" | "departmentGroups"> & {
  employees: LeanTeamEmployee[];
};

export type TeamListResponse = {
  manager: { id: number; hrisId: string; name: string };
  employees: TeamEmployee[];
  managerChain: ManagerChainLink[];
  /** Department name (or NO_DEPARTMENT) mapped to its employees, names sorted. */
  departmentGroups: Record<string, TeamEmployee[]>;
};

export type AssessmentState = "none" | "draft" | "complete";

/**
 * Evaluation status of one employee for the signed-in manager in the current review cycle
 * (spec 2 §3). The spec's fields first; the per-assessment states after them feed the profile.
 */
export type EvaluationStatus = {
  employeeId: number;
  employeeHrisId: string;
  hasEvaluation: boolean;
  isDraft: boolean;
  evaluationId: number | null;
  completedQuestions: number;
  totalQuestions: number;
  totalAverage: number | null;
  behavioralScore: number | null;
  performanceScore: number | null;
  valuesScore: number | null;
  combinedScore: number | null;
  allAssessmentsComplete: boolean;
  behavioralState: AssessmentState;
  valuesState: AssessmentState;
  performanceState: AssessmentState;
  /** How many of the three assessments are complete (0–3). */
  completedAssessments: number;
};

/** GET /api/employee/{id} and the profile screen. */
export type EmployeeDetail = TeamEmployee & { titleLevel: number | null };

/** GET /api/employee-manager/{employeeHrisId} */
export type EmployeeManager = {
  id: number;
  hrisId: string;
  name: string;
  email: string | null;
  title: string | null;
  department: string | null;
};

/** GET /api/debug/employee-manager-relationships */
export type DebugRelationship = {
  employeeName: string;
  employeeId: string;
  employeeNumericId: number;
  job: string | null;
  department: string | null;
};
export type DebugRelationshipsResponse = {
  totalEmployees: number;
  /** Manager HRIS id mapped to that manager's direct reports. */
  byManager: Record<string, DebugRelationship[]>;
  /** Manager HRIS id mapped to the manager's name, for headings. */
  managerNames: Record<string, string>;
};
