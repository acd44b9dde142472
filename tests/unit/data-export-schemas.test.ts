import {
  completedEvaluationsQuerySchema,
  exportEvaluationsBodySchema,
  filtersFromSearchParams,
  filtersToSearchParams,
  evaluationsQueryKey,
} from "@/lib/shared/schemas/data-export";

const parse = (q: Record<string, string>) => completedEvaluationsQuerySchema.safeParse(q);

describe("completed-evaluations query (spec 1 §7, §9)", () => {
  it("defaults to every status, no filters, page 1 of 20", () => {
    expect(parse({})).toEqual({
      success: true,
      data: {
        cycle: null,
        status: "all",
        search: null,
        manager: null,
        department: null,
        page: 1,
        pageSize: 20,
      },
    });
  });

  it("reads the status in any letter case and gives it the spec's spelling", () => {
    expect(parse({ status: "complete" }).data?.status).toBe("Complete");
    expect(parse({ status: "PARTIAL" }).data?.status).toBe("Partial");
    expect(parse({ status: " Pending " }).data?.status).toBe("Pending");
    expect(parse({ status: "All" }).data?.status).toBe("all");
    expect(parse({ status: "" }).data?.status).toBe("all");
  });

  it("refuses an unknown status with a clear message", () => {
    const r = parse({ status: "done" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("The status must be all, Complete, Partial or Pending.");
  });

  it("trims text filters; blank, or 'all' in a select, means no filter", () => {
    expect(parse({ search: "  ada  ", manager: "E00002", department: " Sales " }).data).toMatchObject({
      search: "ada",
      manager: "E00002",
      department: "Sales",
    });
    expect(parse({ search: "   ", manager: "all", department: "" }).data).toMatchObject({
      search: null,
      manager: null,
      department: null,
    });
    expect(parse({ department: "ALL" }).data?.department).toBeNull();
  });

  it("searches for 'all' like any other text (a substring of 'Marshall')", () => {
    expect(parse({ search: "all" }).data?.search).toBe("all");
    expect(parse({ search: " ALL " }).data?.search).toBe("ALL");
  });

  it("refuses a search longer than 100 characters", () => {
    expect(parse({ search: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "The search must be 100 characters or fewer.",
    );
  });

  it("caps the page size at the spec's filter-option fetch size, 10000, and refuses zero, negatives and fractions", () => {
    expect(parse({ pageSize: "10000" }).data?.pageSize).toBe(10000);
    expect(parse({ pageSize: "10001" }).error?.issues[0]?.message).toBe(
      "The page size must be at most 10000.",
    );
    expect(parse({ pageSize: "0" }).error?.issues[0]?.message).toBe("The page size must be at least 1.");
    expect(parse({ page: "-1" }).error?.issues[0]?.message).toBe("The page must be a whole number.");
    expect(parse({ page: "1.5" }).success).toBe(false);
    expect(parse({ page: "0" }).error?.issues[0]?.message).toBe("The page must be at least 1.");
    expect(parse({ page: "3" }).data?.page).toBe(3);
  });
});

describe("export body (spec 1 §7: filterStatus, search, manager, department)", () => {
  it("maps filterStatus onto the same filters as the list", () => {
    expect(
      exportEvaluationsBodySchema.parse({
        filterStatus: "partial",
        search: "a",
        manager: "",
        department: "HR",
      }),
    ).toEqual({
      cycle: null,
      status: "Partial",
      search: "a",
      manager: null,
      department: "HR",
      timeZone: "UTC",
    });
    expect(exportEvaluationsBodySchema.parse({})).toEqual({
      cycle: null,
      status: "all",
      search: null,
      manager: null,
      department: null,
      timeZone: "UTC",
    });
  });

  it("takes the HR user's time zone for the file's dates, UTC for one it does not know", () => {
    expect(exportEvaluationsBodySchema.parse({ timeZone: "America/New_York" }).timeZone).toBe(
      "America/New_York",
    );
    // A browser that cannot tell its system's zone says Etc/Unknown: the file is still made.
    expect(exportEvaluationsBodySchema.parse({ timeZone: "Etc/Unknown" }).timeZone).toBe("UTC");
    expect(exportEvaluationsBodySchema.parse({ timeZone: "Mars/Base" }).timeZone).toBe("UTC");
    expect(
      exportEvaluationsBodySchema.safeParse({ timeZone: "x".repeat(65) }).error?.issues[0]?.message,
    ).toBe("The time zone must be at most 64 characters.");
    expect(exportEvaluationsBodySchema.safeParse({ timeZone: 5 }).success).toBe(false);
  });

  it("takes a review cycle by id, the active one by default (issue 32 §8)", () => {
    expect(exportEvaluationsBodySchema.parse({ cycle: 7 }).cycle).toBe(7);
    expect(exportEvaluationsBodySchema.parse({ cycle: "active" }).cycle).toBeNull();
    expect(completedEvaluationsQuerySchema.parse({ cycle: " 12 " }).cycle).toBe(12);
    expect(completedEvaluationsQuerySchema.parse({ cycle: "" }).cycle).toBeNull();
    expect(exportEvaluationsBodySchema.safeParse({ cycle: "Jun-25" }).error?.issues[0]?.message).toBe(
      "The review cycle must be a cycle id.",
    );
    expect(exportEvaluationsBodySchema.safeParse({ cycle: -3 }).success).toBe(false);
    const withCycle = { cycle: 4, status: "all" as const, search: null, manager: null, department: null };
    expect(filtersToSearchParams(withCycle).toString()).toBe("cycle=4");
    expect(filtersFromSearchParams(new URLSearchParams("cycle=4"))).toEqual({ ...withCycle, page: 1 });
  });

  it("refuses a status that is not one of the four", () => {
    expect(exportEvaluationsBodySchema.safeParse({ filterStatus: 3 }).success).toBe(false);
  });
});

describe("filters in the page URL", () => {
  it("writes only the filters that are set, and reads them back", () => {
    const filters = {
      cycle: null,
      status: "Complete" as const,
      search: "ann",
      manager: "E00007",
      department: null,
    };
    const params = filtersToSearchParams(filters, 3);
    expect(params.toString()).toBe("status=Complete&search=ann&manager=E00007&page=3");
    expect(filtersFromSearchParams(params)).toEqual({ ...filters, page: 3 });
    expect(
      filtersToSearchParams(
        { cycle: null, status: "all", search: null, manager: null, department: null },
        1,
      ).toString(),
    ).toBe("");
  });

  it("falls back to defaults for hand-edited nonsense", () => {
    expect(filtersFromSearchParams(new URLSearchParams("status=maybe&page=-4&search=ok&cycle=x"))).toEqual({
      cycle: null,
      status: "all",
      search: "ok",
      manager: null,
      department: null,
      page: 1,
    });
  });
});

describe("the list call's cache key", () => {
  const key = (q: Record<string, string>) => evaluationsQueryKey(completedEvaluationsQuerySchema.parse(q));
  it("is the same for the same call however it is spelled", () => {
    expect(key({ status: "partial", search: " ann " })).toBe(
      key({ status: "Partial", search: "ann", page: "1" }),
    );
    expect(key({})).toBe("page=1&pageSize=20");
  });
  it("differs for every filter, page and page size", () => {
    const keys = [
      key({}),
      key({ status: "Complete" }),
      key({ search: "a" }),
      key({ manager: "E00002" }),
      key({ department: "Sales" }),
      key({ page: "2" }),
      key({ pageSize: "50" }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
