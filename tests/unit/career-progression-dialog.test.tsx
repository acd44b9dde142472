/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, within } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import userEvent from "@testing-library/user-event";
import { CareerPathsEntry } from "@/components/team/career-paths-entry";
import type { CareerPathResponse } from "@/lib/shared/career-paths/types";

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
  render(<CareerPathsEntry employee={{ hrisId: "E00011", name: "Nia Nobody" }} />);
  expect(urls).toEqual([]);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Nia Nobody" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  expect(await within(dialog).findByText("No Career Paths Available")).toBeVisible();
  for (const name of ["Management", "IC", "Alternative", "Custom"]) {
    expect(within(dialog).getByRole("heading", { name: new RegExp(`^${name} Paths`) })).toBeVisible();
  }
  expect(within(dialog).getByText("No custom paths yet.")).toBeVisible();
  expect([...urls].sort()).toEqual(["/api/career-path/E00011", "/api/path-types"]);
  await userEvent.click(within(dialog).getByRole("button", { name: "Add Custom Path" }));
  expect(await within(dialog).findByText("No titles match your search.")).toBeVisible();
  expect(urls.some((u) => u.startsWith("/api/titles?search=&limit=20"))).toBe(true);
});

it("says 'Unable to load career path data.' when the call fails", async () => {
  fakeServer({ status: 500, body: { message: "Something went wrong on our side. Please try again." } });
  render(<CareerPathsEntry employee={{ hrisId: "E00012", name: "Err Or" }} />);
  await userEvent.click(screen.getByRole("button", { name: "Career Paths for Err Or" }));
  const dialog = await screen.findByRole("dialog", { name: "Career Progression" });
  expect(await within(dialog).findByText("Unable to load career path data.")).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "Try again" })).toBeVisible();
});
