import { guestContextFor, pageNameFor } from "@/lib/shared/page-names";
import { submitFeedbackSchema } from "@/lib/shared/schemas/feedback";

describe("pageNameFor", () => {
  it.each([
    ["/", "Dashboard"],
    ["/login", "Manager Login"],
    ["/hr-login", "HR Login"],
    ["/employees", "Employee List"],
    ["/employee/E00042", "Employee Profile"],
    ["/scorecard/12", "Behavioral Evaluation"],
    ["/hr-dashboard", "Password Management"],
    ["/feedback-dashboard", "User Feedback"],
    ["/feedback-dashboard/", "User Feedback"],
    ["/hr/employee/E00042", "Employee Career Paths"],
    ["/somewhere-new", "/somewhere-new"],
    [null, "Dashboard"],
  ])("names %p as %p", (path, name) => {
    expect(pageNameFor(path)).toBe(name);
  });

  it('names HR\'s "/" by the route that served it, Password Management', () => {
    expect(pageNameFor("/", ["(hr)", "hr-dashboard"])).toBe("Password Management");
    expect(pageNameFor("/", ["(manager)"])).toBe("Dashboard");
  });

  it("caps an unknown path at 500 characters", () => {
    expect(pageNameFor(`/${"x".repeat(900)}`)).toHaveLength(500);
  });
});

describe("guestContextFor", () => {
  it("knows the two login pages only", () => {
    expect(guestContextFor("/login")).toBe("manager-login");
    expect(guestContextFor("/hr-login")).toBe("hr-login");
    expect(guestContextFor("/")).toBeUndefined();
  });
});

describe("submitFeedbackSchema", () => {
  const base = { feedbackType: "Admin", title: "T", description: "D" };
  it("defaults priority to Medium, location to empty and attachments to none, and drops identity fields", () => {
    const parsed = submitFeedbackSchema.parse({ ...base, userName: "CEO", hrisId: "E00001" });
    expect(parsed).toEqual({ ...base, priority: "Medium", location: "", attachments: [] });
  });
  it("reads an unknown guestContext as none", () => {
    expect(submitFeedbackSchema.parse({ ...base, guestContext: "root" }).guestContext).toBeUndefined();
    expect(submitFeedbackSchema.parse({ ...base, guestContext: "hr-login" }).guestContext).toBe("hr-login");
  });
  it("uses the spec's messages for a missing title and description", () => {
    const result = submitFeedbackSchema.safeParse({ feedbackType: "Admin", title: " ", description: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      "Title is required",
      "Description is required",
    ]);
  });
});
