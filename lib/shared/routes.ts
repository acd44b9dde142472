// Which pages belong to whom (spec 1 §2, spec 2 §2). Used by the proxy and the shells.

export const LOGIN_PATHS = ["/login", "/hr-login"];

const HR_EXACT = ["/", "/hr-dashboard", "/feedback-dashboard"];
const HR_PREFIXES = ["/hr/"];

export function isLoginPath(pathname: string) {
  return LOGIN_PATHS.includes(pathname);
}

/** Routes reachable by an HR session; any other page falls back to /hr-dashboard. */
export function isHrPath(pathname: string) {
  return HR_EXACT.includes(pathname) || HR_PREFIXES.some((p) => pathname.startsWith(p));
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
];
