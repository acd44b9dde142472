/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import userEvent from "@testing-library/user-event";
import { CareerPathsEntry } from "@/components/team/career-paths-entry";
import type { CareerPathResponse } from "@/lib/shared/career-paths/types";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { MAX_CUSTOM_PATHS } from "@/lib/shared/career-paths/texts";
import { getQueryClient } from "@/lib/client/query-client";

// The dialog against a fake server: nothing is fetched until it opens; then the career path and
// the path types, and titles only once a creator is open; the spec's fallback texts.

const EMPTY: CareerPathResponse = {
  employee: { id: 7, hrisId: "E00007", name: "Nia Nobody", title: null },
  currentTitle: null,
  standardPaths: [],
  customPaths: [],
  pathTypes: [],
  cpForm: { standardPath: null, icPath: null, altPath: null, customPath: null, notes: null },
};

const PATH_TYPES = [
  { pathTypeId: 1, name: "Management" },
  { pathTypeId: 2, name: "IC" },
  { pathTypeId: 3, name: "Alternative" },
  { pathTypeId: 4, name: "Custom" },
];

let urls: string[] = [];
function fakeServer(careerPath: { status: number; body: unknown }) {
  urls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const answer = url.startsWith("/api/career-path/")
      ? careerPath
      : url.startsWith("/api/path-types")
        ? { status: 200, body: PATH_TYPES }
        : { status: 200, body: [] };
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: "",
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
}

it("fetches nothing while closed; on open the path and path types; titles only with a creator open", async () => {
  fakeServer({ status: 200, body: { ...EMPTY, employee: { ...EMPTY.employee, hrisId: "E00011" } } });
  render(<CareerPathsEntry employee={{ id: 11, hrisId: "E00011", name: "Nia Nobody" }} />);
  expect(urls).toEqual([]);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Nia Nobody" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  expect(await within(dialog).findByText("No Career Paths Available")).toBeVisible();
  for (const name of ["Management", "IC", "Alternative", "Custom"]) {
    expect(within(dialog).getByRole("heading", { name: new RegExp(`^${name} Paths`) })).toBeVisible();
  }
  expect(within(dialog).getByText("No custom paths yet.")).toBeVisible();
  // Issue 31 item 21: the two ways to make a custom path say how they differ.
  expect(within(dialog).getByRole("button", { name: "Add Custom Path" })).toHaveAccessibleDescription(
    "Add Custom Path: pick titles one after another, here.",
  );
  expect(within(dialog).getByRole("button", { name: "Create Custom Path" })).toHaveAccessibleDescription(
    "Create Custom Path: fill in each position in its own window.",
  );
  expect([...urls].sort()).toEqual(["/api/career-path/E00011", "/api/path-types"]);
  await userEvent.click(within(dialog).getByRole("button", { name: "Add Custom Path" }));
  expect(await within(dialog).findByText("No titles match your search.")).toBeVisible();
  expect(urls.some((u) => u.startsWith("/api/titles?search=&limit=20"))).toBe(true);
});

it("says 'Unable to load career path data.' when the call fails", async () => {
  fakeServer({ status: 500, body: { message: "Something went wrong on our side. Please try again." } });
  render(<CareerPathsEntry employee={{ id: 12, hrisId: "E00012", name: "Err Or" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Err Or" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  expect(await within(dialog).findByText("Unable to load career path data.")).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "Try again" })).toBeVisible();
});

it("creates a quick custom path for the employee by their numeric id, even when their HRIS id is all digits", async () => {
  // An HRIS id of digits ("3") reads as a numeric id on the server: sent as employeeId, it named
  // whoever has id 3 (an audit finding). The dialog names the employee by their own id (7).
  const titles = [
    { titleId: 21, title: "Analyst", titleLevel: 1 },
    { titleId: 22, title: "Lead Analyst", titleLevel: 2 },
  ];
  const posts: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") posts.push(JSON.parse(String(init.body)));
    const body = url.startsWith("/api/career-path/custom")
      ? { customCareerPathId: 1 }
      : url.startsWith("/api/career-path/")
        ? { ...EMPTY, employee: { ...EMPTY.employee, id: 7, hrisId: "3" } }
        : url.startsWith("/api/path-types")
          ? PATH_TYPES
          : url.startsWith("/api/titles")
            ? titles
            : [];
    return fakeResponse(200, body);
  }) as unknown as typeof fetch;
  render(<CareerPathsEntry employee={{ id: 7, hrisId: "3", name: "Dee Digits" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Dee Digits" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Add Custom Path" }));
  await userEvent.click(await within(dialog).findByRole("button", { name: "Analyst" }));
  await userEvent.click(await within(dialog).findByRole("button", { name: "Lead Analyst" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Create Path" }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toMatchObject({ employeeId: 7, titleSequence: [21, 22] });
});

const customPathRows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    customCareerPathId: i + 1,
    sessionId: `s${i + 1}`,
    titleId: 21,
    nextTitleId: 22,
    pathId: 4,
    fromTitleName: "Analyst",
    toTitleName: `Lead ${i + 1}`,
    position: 1,
    notes: null,
    verified: false,
    isVerified: false,
    verifiedBy: null,
    verifiedAt: null,
  }));

it("at the most custom paths there can be, says so and offers no creator (the buttons keep focus)", async () => {
  fakeServer({ status: 200, body: { ...EMPTY, customPaths: customPathRows(MAX_CUSTOM_PATHS) } });
  render(<CareerPathsEntry employee={{ id: 7, hrisId: "E00007", name: "Nia Nobody" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Nia Nobody" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  const text = "An employee can have at most 20 custom career paths. Delete one to add another.";
  for (const name of ["Add Custom Path", "Create Custom Path"]) {
    const button = await within(dialog).findByRole("button", { name });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription(text);
    await userEvent.click(button);
  }
  expect(screen.queryByRole("dialog", { name: "Create Custom Career Path" })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole("region", { name: "Add Custom Path" })).not.toBeInTheDocument();
  expect(urls.some((u) => u.startsWith("/api/titles"))).toBe(false);
});

it("closes an open Add Custom Path panel once the last path there can be is made elsewhere", async () => {
  const answer = { status: 200, body: { ...EMPTY, customPaths: customPathRows(MAX_CUSTOM_PATHS - 1) } };
  fakeServer(answer);
  render(<CareerPathsEntry employee={{ id: 7, hrisId: "E00007", name: "Nia Nobody" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Nia Nobody" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Add Custom Path" }));
  expect(await within(dialog).findByRole("region", { name: "Add Custom Path" })).toBeVisible();
  // The 20th path, made in the builder or another window: the next read has it.
  answer.body = { ...EMPTY, customPaths: customPathRows(MAX_CUSTOM_PATHS) };
  await getQueryClient().invalidateQueries();
  await waitFor(() =>
    expect(within(dialog).queryByRole("region", { name: "Add Custom Path" })).not.toBeInTheDocument(),
  );
  const add = within(dialog).getByRole("button", { name: "Add Custom Path" });
  expect(add).toHaveAttribute("aria-disabled", "true");
  expect(add).toHaveAttribute("aria-expanded", "false");
});

it("clears the title search once a title is picked, so the next title can be found at once", async () => {
  const titles = [
    { titleId: 21, title: "Analyst", titleLevel: 1 },
    { titleId: 22, title: "Lead Analyst", titleLevel: 2 },
  ];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://x");
    const search = (url.searchParams.get("search") ?? "").toLowerCase();
    const body = url.pathname.startsWith("/api/career-path/")
      ? EMPTY
      : url.pathname.startsWith("/api/path-types")
        ? PATH_TYPES
        : url.pathname.startsWith("/api/titles")
          ? titles.filter((t) => t.title.toLowerCase().includes(search))
          : [];
    return fakeResponse(200, body);
  }) as unknown as typeof fetch;
  render(<CareerPathsEntry employee={{ id: 7, hrisId: "E00007", name: "Nia Nobody" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Nia Nobody" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Add Custom Path" }));
  const search = within(dialog).getByRole("searchbox", { name: "Add a title to the path" });
  await userEvent.type(search, "Lead");
  // The offers for "Lead" (not the first, unfiltered list, replaced while it is clicked).
  await waitFor(() => {
    expect(within(dialog).queryByRole("button", { name: "Analyst" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Lead Analyst" })).toBeVisible();
  });
  await userEvent.click(within(dialog).getByRole("button", { name: "Lead Analyst" }));
  expect(search).toHaveValue("");
  expect(await within(dialog).findByRole("button", { name: "Analyst" })).toBeVisible();
  expect(within(dialog).queryByText("No titles match your search.")).not.toBeInTheDocument();
});
