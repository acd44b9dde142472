import {
  HR_TABS,
  isHrOnlyPath,
  isHrPath,
  isKnownPagePath,
  isLoginPath,
  hrReturnPath,
  safeReturnPath,
  withReturnPath,
} from "@/lib/shared/routes";

describe("route policy (spec 1 §2)", () => {
  it("lists the HR routes an HR session may reach", () => {
    for (const p of [
      "/",
      "/hr-dashboard",
      "/hr/career-paths",
      "/hr/employee/E00042",
      "/feedback-dashboard",
      "/hr/data-export",
      "/hr/review-gaps",
    ]) {
      expect(isHrPath(p)).toBe(true);
    }
    for (const p of ["/employees", "/employee/3", "/scorecard/3", "/indirect-reports", "/hrx"])
      expect(isHrPath(p)).toBe(false);
    // Nothing else under /hr/: an unknown HR address falls back to the dashboard, not a 404.
    expect(isHrPath("/hr/change-password")).toBe(true);
    expect(isHrPath("/hr/career-paths/")).toBe(true);
    for (const p of ["/hr/nothing", "/hr/employee", "/hr/employee/E1/extra", "/hr/"])
      expect(isHrPath(p)).toBe(false);
  });
  it("keeps managers off HR pages but not off their home", () => {
    expect(isHrOnlyPath("/")).toBe(false);
    expect(isHrOnlyPath("/hr-dashboard")).toBe(true);
    expect(isHrOnlyPath("/feedback-dashboard")).toBe(true);
    for (const p of [
      "/hr/review-cycles",
      "/hr/review-cycles/new",
      "/hr/review-cycles/7",
      "/hr/review-cycles/7/edit",
    ])
      expect(isHrOnlyPath(p)).toBe(true);
    expect(isHrPath("/hr/review-cycles/abc")).toBe(false);
  });
  it("knows the login pages", () => {
    expect(isLoginPath("/login")).toBe(true);
    expect(isLoginPath("/hr-login")).toBe(true);
    expect(isLoginPath("/")).toBe(false);
  });
  it("has the spec's four HR tabs in its order, then Review Cycles (issue 32) and Review Gaps (issue 34)", () => {
    expect(HR_TABS.map((t) => t.label)).toEqual([
      "Password Management",
      "Career Path Management",
      "User Feedback",
      "Data Export",
      "Review Cycles",
      "Review Gaps",
    ]);
    expect(HR_TABS[4].matches("/hr/review-cycles/12/edit")).toBe(true);
    expect(HR_TABS[0].matches("/")).toBe(true);
    expect(HR_TABS[1].matches("/hr/employee/E1")).toBe(true);
  });
});

describe("unknown paths and the return after sign-in", () => {
  it("knows every page route and nothing else", () => {
    for (const p of [
      "/",
      "/employees",
      "/employee/12",
      "/scorecard/12",
      "/indirect-reports",
      "/manager-values-review/12",
      "/manager-values-review/12/E00001",
      "/performance-review/E00002/E00001",
      "/manager-self-questionnaire/E00001",
      "/hr/employee/E00042",
      "/hr/data-export",
      "/hr/review-gaps",
      "/change-password",
    ])
      expect(isKnownPagePath(p)).toBe(true);
    for (const p of ["/no-such-page", "/employee", "/scorecard/1/2", "/hr/nothing", "/performance-review/E1"])
      expect(isKnownPagePath(p)).toBe(false);
  });
  it("returns to a same-origin page only", () => {
    expect(safeReturnPath("/indirect-reports")).toBe("/indirect-reports");
    expect(safeReturnPath("/employee/12?tab=x")).toBe("/employee/12?tab=x");
    for (const bad of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/login",
      "/no-such-page",
      "javascript:alert(1)",
    ])
      expect(safeReturnPath(bad)).toBe("/");
  });
  it("returns HR to the HR page asked for, and to Password Management from anything else", () => {
    expect(hrReturnPath("/hr/data-export?status=Partial")).toBe("/hr/data-export?status=Partial");
    expect(hrReturnPath("/feedback-dashboard")).toBe("/feedback-dashboard");
    for (const other of ["/", "/scorecard/4", "https://evil.example/hr/data-export", "//evil.example", null])
      expect(hrReturnPath(other)).toBe("/hr-dashboard");
  });
  it("carries a return path only when there is one", () => {
    expect(withReturnPath("/change-password", "/employee/3")).toBe(
      "/change-password?callbackUrl=%2Femployee%2F3",
    );
    expect(withReturnPath("/change-password", "/")).toBe("/change-password");
  });
});
