import * as React from "react";
import { act } from "@testing-library/react";

// next/navigation for a component that keeps its state in the address (?q=, ?page=): the router's
// replace and push, and history.replaceState (which Next's router takes up), change what
// useSearchParams reads, as in the browser. In a test file:
//   jest.mock("next/navigation", () =>
//     jest.requireActual<typeof import("@/tests/helpers/fake-address-bar")>("@/tests/helpers/fake-address-bar")
//       .fakeNavigation("/hr/career-paths"));

const address = { search: "", listeners: new Set<() => void>() };

/** The router the component gets: jest mocks, which move the address unless told otherwise. */
export const fakeRouter = { replace: jest.fn(), push: jest.fn() };
/** window.history.replaceState while a test runs: moves the address unless told otherwise. */
export const replaceState = jest.fn<void, [unknown, string, string]>();

/** The browser's address changes (a link, Back, or the router itself). */
export function navigate(href: string) {
  act(() => {
    address.search = new URL(href, "http://x").search;
    address.listeners.forEach((listener) => listener());
  });
}

/** Each test starts at `search` ("?page=2"), with routers that navigate. */
export function resetAddress(search = "") {
  address.search = search;
  fakeRouter.replace.mockReset().mockImplementation(navigate);
  fakeRouter.push.mockReset().mockImplementation(navigate);
  replaceState.mockReset().mockImplementation((_state, _unused, href) => navigate(href));
  window.history.replaceState = replaceState;
}

export function fakeNavigation(pathname: string) {
  return {
    usePathname: () => pathname,
    useRouter: () => fakeRouter,
    useSearchParams: () => {
      const search = React.useSyncExternalStore(
        (listener: () => void) => {
          address.listeners.add(listener);
          return () => address.listeners.delete(listener);
        },
        () => address.search,
      );
      return React.useMemo(() => new URLSearchParams(search), [search]);
    },
  };
}

/** One employee of HR's career path list, numbered (Person 001, E00001). */
export const listedPerson = (i: number) => ({
  id: i,
  hrisId: `E${String(i).padStart(5, "0")}`,
  name: `Person ${String(i).padStart(3, "0")}`,
  title: null,
  department: "Sales",
  customPathCount: 0,
});
