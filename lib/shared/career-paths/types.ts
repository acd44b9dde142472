// Answers of the career path calls (spec 2 §3, §7), shared by services, routes and screens.

export type StandardPathType = "Management" | "IC" | "Alternative";

export type TitleRef = { titleId: number; titleName: string };

export type StandardPath = {
  pathId: number;
  pathName: string;
  pathType: StandardPathType;
  isVerified: boolean;
  verifiedBy: string | null;
  /** ISO timestamp */
  verifiedAt: string | null;
  progression: TitleRef[];
};

/** One stored step of a custom path (spec 2 §3 "Custom career path row"). */
export type CustomPathRow = {
  customCareerPathId: number;
  sessionId: string;
  titleId: number;
  nextTitleId: number;
  pathId: number;
  fromTitleName: string;
  toTitleName: string;
  position: number;
  notes: string | null;
  /** The manager's own mark. */
  verified: boolean;
  /** HR's verification, with who and when. */
  isVerified: boolean;
  verifiedBy: string | null;
  verifiedAt: string | null;
};

export type PathType = { pathTypeId: number; name: string };

export type CareerPathForm = {
  standardPath: string | null;
  icPath: string | null;
  altPath: string | null;
  customPath: string | null;
  notes: string | null;
};

export type CareerPathResponse = {
  employee: { id: number; hrisId: string; name: string; title: string | null };
  currentTitle: TitleRef | null;
  standardPaths: StandardPath[];
  customPaths: CustomPathRow[];
  pathTypes: PathType[];
  cpForm: CareerPathForm;
};

/** GET /api/titles */
export type TitleOption = { titleId: number; title: string; titleLevel: number };

/** GET /api/hr/career-paths */
export type HrCareerEmployee = {
  id: number;
  hrisId: string;
  name: string;
  title: string | null;
  department: string | null;
  customPathCount: number;
};
/** One page (HR_LIST_LIMIT employees) of the matches, sorted by name; `total` counts them all. */
export type HrCareerEmployeeList = {
  employees: HrCareerEmployee[];
  total: number;
  page: number;
  totalPages: number;
};

/** Answer of a custom path write: the path's session id and its rows' ids. */
export type CustomPathWrite = { sessionId: string; customCareerPathIds: number[] };
