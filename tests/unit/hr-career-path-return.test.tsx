/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import {
  fakeRouter,
  listedPerson,
  navigate,
  replaceState,
  resetAddress,
} from "@/tests/helpers/fake-address-bar";
import { CareerPathManagement } from "@/components/career-paths/hr/career-path-management";
import { HrEmployeeCareerPaths } from "@/components/career-paths/hr/hr-employee-career-paths";
import type { CareerPathResponse } from "@/lib/shared/career-paths/types";

// HR's Career Path Management list keeps its search and page in the address (?q=, ?page=), so
// "Back to Career Path Management" from an employee's view returns to the same list.

jest.mock("next/navigation", () =>
  jest
    .requireActual<typeof import("@/tests/helpers/fake-address-bar")>("@/tests/helpers/fake-address-bar")
    .fakeNavigation("/hr/career-paths"),
);
const mockReplace = replaceState;
const mockPush = fakeRouter.push;

const CAREER: CareerPathResponse = {
  employee: { id: 101, hrisId: "E00101", name: "Person 101", title: null },
  currentTitle: null,
  standardPaths: [],
  customPaths: [
    {
      customCareerPathId: 9,
      sessionId: "s-9",
      titleId: 1,
      nextTitleId: 2,
      pathId: 4,
      fromTitleName: "Analyst",
      toTitleName: "Lead Analyst",
      position: 1,
      notes: null,
      verified: false,
      isVerified: false,
      verifiedBy: null,
      verifiedAt: null,
    },
  ],
  pathTypes: [],
  cpForm: { standardPath: null, icPath: null, altPath: null, customPath: null, notes: null },
};

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  resetAddress();
  sessionStorage.clear();
  let verified = false;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://x");
    if (url.pathname === "/api/hr/career-paths") {
      asked.push(url.search);
      const page = Math.min(Number(url.searchParams.get("page") ?? 1), 2); // past the end: the last
      const ids = page === 1 ? Array.from({ length: 100 }, (_, i) => i + 1) : [101, 102];
      return fakeResponse(200, { employees: ids.map(listedPerson), total: 102, page, totalPages: 2 });
    }
    if (init?.method === "PATCH") {
      verified = !verified;
      return fakeResponse(200, {});
    }
    if (url.pathname.startsWith("/api/career-path/"))
      return fakeResponse(200, {
        ...CAREER,
        customPaths: CAREER.customPaths.map((r) => ({ ...r, isVerified: verified })),
      });
    return fakeResponse(200, []);
  }) as unknown as typeof fetch;
});

it("reads the search and the page from the address", async () => {
  resetAddress("?q=Person&page=2");
  render(<CareerPathManagement />);
  expect(await screen.findByRole("link", { name: "Person 102" })).toBeVisible();
  expect(screen.getByLabelText("Search employees")).toHaveValue("Person");
  expect(asked).toEqual(["?search=Person&page=2"]);
  expect(screen.getByRole("navigation", { name: "Employee pages" })).toHaveTextContent("Page 2 of 2");
  expect(mockReplace).not.toHaveBeenCalled();
});

it("a page past the end still shows the last page", async () => {
  resetAddress("?page=9");
  render(<CareerPathManagement />);
  expect(await screen.findByRole("link", { name: "Person 102" })).toBeVisible();
  expect(asked).toEqual(["?search=&page=9"]);
  expect(screen.getByRole("navigation", { name: "Employee pages" })).toHaveTextContent("Page 2 of 2");
});

it("typing replaces (never pushes) ?q= once the typing pauses, and starts again at page 1", async () => {
  resetAddress("?page=2");
  render(<CareerPathManagement />);
  await screen.findByRole("link", { name: "Person 102" });
  await userEvent.type(screen.getByLabelText("Search employees"), "Pers");
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith(null, "", "/hr/career-paths?q=Pers"));
  expect(mockReplace).toHaveBeenCalledTimes(1);
  expect(mockPush).not.toHaveBeenCalled();
  await waitFor(() => expect(asked.at(-1)).toBe("?search=Pers&page=1"));
  expect(screen.getByLabelText("Search employees")).toHaveValue("Pers");

  // Next keeps the search.
  await userEvent.click(await screen.findByRole("button", { name: "Next" }));
  expect(mockReplace).toHaveBeenLastCalledWith(null, "", "/hr/career-paths?q=Pers&page=2");
  await waitFor(() => expect(asked.at(-1)).toBe("?search=Pers&page=2"));

  // The browser's Back (an address from outside) replaces what is typed.
  navigate("/hr/career-paths?q=Sales");
  expect(screen.getByLabelText("Search employees")).toHaveValue("Sales");
  await waitFor(() => expect(asked.at(-1)).toBe("?search=Sales&page=1"));
  expect(mockReplace).toHaveBeenCalledTimes(2);
});

it("a row followed before the typed search reaches the address is not undone by that search", async () => {
  render(<CareerPathManagement />);
  const row = await screen.findByRole("link", { name: "Person 001" });
  row.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
  // The clock stands still while typing, however slow a loaded machine types: the click comes
  // before the search's pause is over, as a person's does.
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Search employees"), "Person 001");
    await user.click(row);
    act(() => jest.advanceTimersByTime(400)); // past the search's pause
    expect(mockReplace).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

it("what is typed while the address catches up is kept", async () => {
  // An address that lands a moment later (as the router's did, when the server rendered the page
  // again): here after the next search has been sent too.
  const landing: Promise<void>[] = [];
  mockReplace.mockImplementation((_state, _unused, href) => {
    landing.push(new Promise((landed) => setTimeout(() => (navigate(href), landed()), 600)));
  });
  render(<CareerPathManagement />);
  await screen.findByRole("link", { name: "Person 001" });
  const box = screen.getByLabelText("Search employees");
  await userEvent.type(box, "Pe");
  await waitFor(() => expect(mockReplace).toHaveBeenCalledWith(null, "", "/hr/career-paths?q=Pe"));
  await userEvent.type(box, "rs");
  await waitFor(() => expect(mockReplace).toHaveBeenLastCalledWith(null, "", "/hr/career-paths?q=Pers"));
  // The first address lands now, with the second still on its way.
  await waitFor(() => expect(asked).toContain("?search=Pe&page=1"));
  expect(box).toHaveValue("Pers");
  await waitFor(() => expect(asked.at(-1)).toBe("?search=Pers&page=1"));
  expect(box).toHaveValue("Pers");
  // Every late address lands within this test, not in the next one's.
  while (landing.length) await act(() => landing.shift()!);
  await waitFor(() => expect(asked.at(-1)).toBe("?search=Pers&page=1"));
  expect(box).toHaveValue("Pers");
});

it("'Back to Career Path Management' returns to the list with the same q and page", async () => {
  resetAddress("?q=Person&page=2");
  const list = render(<CareerPathManagement />);
  await screen.findByRole("link", { name: "Person 101" });
  expect(screen.getByRole("link", { name: "Person 101" })).toHaveAttribute("href", "/hr/employee/E00101");
  list.unmount();

  render(<HrEmployeeCareerPaths hrisId="E00101" />);
  await screen.findByRole("heading", { name: "Person 101" });
  expect(screen.getByRole("link", { name: "Back to Career Path Management" })).toHaveAttribute(
    "href",
    "/hr/career-paths?q=Person&page=2",
  );
});

it("opened directly, Back goes to the list's first page", async () => {
  render(<HrEmployeeCareerPaths hrisId="E00101" />);
  await screen.findByRole("heading", { name: "Person 101" });
  expect(screen.getByRole("link", { name: "Back to Career Path Management" })).toHaveAttribute(
    "href",
    "/hr/career-paths",
  );
});

it("Verify keeps keyboard focus: not disabled while it saves, then the same button says Remove Verification", async () => {
  const answer = global.fetch as jest.Mock;
  let release = () => {};
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "PATCH") await new Promise<void>((resolve) => (release = resolve));
    return answer(input, init);
  }) as unknown as typeof fetch;
  render(<HrEmployeeCareerPaths hrisId="E00101" />);
  const verify = await screen.findByRole("button", { name: "Verify Analyst → Lead Analyst" });
  verify.focus();
  await userEvent.keyboard("{Enter}");
  // A disabled button drops the focus it has (the browser's focus fixup); aria-disabled keeps it.
  expect(verify).toHaveAttribute("aria-disabled", "true");
  expect(verify).not.toBeDisabled();
  expect(document.activeElement).toBe(verify);
  await userEvent.keyboard("{Enter}"); // a second press while it saves: no second call
  act(() => release());
  const remove = await screen.findByRole("button", { name: "Remove Verification Analyst → Lead Analyst" });
  expect(remove).toBe(verify);
  expect(document.activeElement).toBe(remove);
  expect(answer.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(1);
});
