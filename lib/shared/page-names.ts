// The friendly page name the Submit Feedback dialog shows as its read-only Location (spec 1 §2),
// derived from the path on the client so every page gets one without passing it down.
import { withoutTrailingSlash } from "@/lib/shared/routes";
import { ASSESSMENT_KIND_INFOS } from "@/lib/shared/assessment-kinds";

const EXACT: Record<string, string> = {
  "/": "Dashboard",
  "/login": "Manager Login",
  "/hr-login": "HR Login",
  "/employees": "Employee List",
  "/employee-list": "Employee List",
  "/indirect-reports": "Indirect Reports",
  "/debug-relationships": "Debug Relationships",
  "/my-review": "My Review",
  "/forbidden": "Access Denied",
  "/hr-dashboard": "Password Management",
  "/hr/career-paths": "Career Path Management",
  "/hr/data-export": "Data Export",
  "/hr/review-gaps": "Review Gaps",
  "/feedback-dashboard": "User Feedback",
  "/hr/review-cycles": "Review Cycles",
  "/hr/review-cycles/new": "New Review Cycle",
};

/** HR filling in someone's self-review (issue 34 §9), under the employee's page. */
const HR_SELF_REVIEW = /^\/hr\/employee\/[^/]+\/self-review$/;

const PREFIXES: [string, string][] = [
  ["/employee/", "Employee Profile"],
  ...ASSESSMENT_KIND_INFOS.map((k): [string, string] => [k.page.prefix, k.page.name]),
  ["/hr/employee/", "Employee Career Paths"],
  ["/hr/review-cycles/", "Review Cycle"],
];

/**
 * The page's name from its address and the route segments that served it: HR's "/" is Password
 * Management, served by /hr-dashboard under the same address (proxy.ts), so the segments, not
 * the address, say which page it is.
 */
export function pageNameFor(pathname: string | null | undefined, segments: readonly string[] = []): string {
  if (segments.includes("hr-dashboard")) return EXACT["/hr-dashboard"];
  const path = withoutTrailingSlash(pathname || "/");
  const exact = EXACT[path];
  if (exact) return exact;
  if (HR_SELF_REVIEW.test(path)) return "Self-Review (HR)";
  const prefix = PREFIXES.find(([p]) => path.startsWith(p));
  // An unknown path is still useful to HR as it is (capped to the column's 500 characters).
  return prefix ? prefix[1] : path.slice(0, 500);
}

/** Which guest a visitor is on this page: the manager login, the HR login, or neither. */
export function guestContextFor(
  pathname: string | null | undefined,
): "manager-login" | "hr-login" | undefined {
  if (pathname === "/login") return "manager-login";
  if (pathname === "/hr-login") return "hr-login";
  return undefined;
}
