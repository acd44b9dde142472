// Which pages belong to whom (spec 1 §2, spec 2 §2). Used by the proxy and the shells.
import { ASSESSMENT_KIND_INFOS } from "@/lib/shared/assessment-kinds";

// /sso-not-set-up: where single sign-on sends someone with no account (issue 35), signed out.
export const LOGIN_PATHS = ["/login", "/hr-login", "/sso-not-set-up"];

// The HR pages, and nothing else under /hr/: an unknown /hr/… address falls back to the dashboard
// like every other page an HR session may not open (spec 1 §2).
// The review cycles' list, the new-cycle form, a cycle's page and its edit form (issue 32).
const REVIEW_CYCLE_PAGES = /^\/hr\/review-cycles(\/new|\/\d{1,9}(\/edit)?)?$/;

const HR_PAGES: RegExp[] = [
  /^\/$/,
  /^\/(hr-dashboard|feedback-dashboard)$/,
  /^\/hr\/(career-paths|data-export|change-password|review-gaps)$/,
  /^\/hr\/employee\/[^/]+(\/self-review)?$/,
  REVIEW_CYCLE_PAGES,
];

/** "/hr/career-paths/" is "/hr/career-paths"; "/" stays "/". */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;

export function isLoginPath(pathname: string) {
  return LOGIN_PATHS.includes(pathname);
}

/** Routes reachable by an HR session; any other page falls back to /hr-dashboard. */
export function isHrPath(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return HR_PAGES.some((pattern) => pattern.test(path));
}

/** Routes a manager may never open ("/" is the manager home for a manager). */
export function isHrOnlyPath(pathname: string) {
  return pathname !== "/" && isHrPath(pathname);
}

export type HrTab = { label: string; href: string; matches: (pathname: string) => boolean };

export const HR_TABS: HrTab[] = [
  { label: "Password Management", href: "/hr-dashboard", matches: (p) => p === "/" || p === "/hr-dashboard" },
  {
    label: "Career Path Management",
    href: "/hr/career-paths",
    matches: (p) => p.startsWith("/hr/career-paths") || p.startsWith("/hr/employee/"),
  },
  { label: "User Feedback", href: "/feedback-dashboard", matches: (p) => p === "/feedback-dashboard" },
  { label: "Data Export", href: "/hr/data-export", matches: (p) => p === "/hr/data-export" },
  { label: "Review Cycles", href: "/hr/review-cycles", matches: (p) => p.startsWith("/hr/review-cycles") },
  { label: "Review Gaps", href: "/hr/review-gaps", matches: (p) => p === "/hr/review-gaps" },
];

// Every page route of the product (spec 1 §2, spec 2 §2). A guest asking for anything else sees the
// 404 page instead of being sent to sign in: the spec says any unknown path shows 404 Page Not Found.
const KNOWN_PAGES: RegExp[] = [
  /^\/$/,
  /^\/(login|hr-login|sso-not-set-up|change-password|forbidden)$/,
  /^\/(employees|employee-list|indirect-reports|debug-relationships)$/,
  /^\/(hr-dashboard|feedback-dashboard|hr\/career-paths|hr\/data-export|hr\/change-password|hr\/review-gaps)$/,
  /^\/hr\/employee\/[^/]+(\/self-review)?$/,
  /^\/employee\/[^/]+$/,
  ...ASSESSMENT_KIND_INFOS.map((k) => k.page.pattern),
  REVIEW_CYCLE_PAGES,
];

export function isKnownPagePath(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return KNOWN_PAGES.some((pattern) => pattern.test(path));
}

/**
 * Where to go after signing in: the page a signed-out user asked for, when it is a path of this
 * site (never another origin, never a login page), else the home page.
 */
export function safeReturnPath(callbackUrl: string | null | undefined): string {
  if (!callbackUrl || !callbackUrl.startsWith("/") || callbackUrl.startsWith("//")) return "/";
  if (/[\\\u0000-\u001f]/.test(callbackUrl)) return "/";
  const url = new URL(callbackUrl, "http://local.invalid");
  if (url.origin !== "http://local.invalid") return "/";
  if (isLoginPath(url.pathname) || !isKnownPagePath(url.pathname)) return "/";
  return url.pathname + url.search;
}

const pathOf = (returnPath: string) => new URL(returnPath, "http://local.invalid").pathname;

/** Where HR goes after signing in: the HR page a signed-out visitor asked for, else Password Management. */
export function hrReturnPath(callbackUrl: string | null | undefined): string {
  const path = safeReturnPath(callbackUrl);
  return path !== "/" && isHrPath(pathOf(path)) ? path : "/hr-dashboard";
}

/** Whether a return path is one only HR may open (the manager sign-in then offers it to HR). */
export function isHrReturnPath(returnPath: string): boolean {
  return isHrOnlyPath(pathOf(returnPath));
}

/** `path` carrying where to go afterwards, when that is somewhere other than the home page. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  return returnTo && returnTo !== "/" ? `${path}?callbackUrl=${encodeURIComponent(returnTo)}` : path;
}

/** A page's address segment, decoded; a malformed escape (/hr/employee/%E0%A4) is the user's typo, kept as typed. */
export function decodedSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
