/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { resetToastStore, toast } from "@/hooks/use-toast";

// A success toast sat over the header's Sign Out for 5 s (issue 31 item 26): the toasts start
// below the page's header while it is in view, and at the top once it has scrolled away.

let headerBottom = 0;
let mockPathname = "/login";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));
beforeEach(() => {
  resetToastStore();
  mockPathname = "/login";
  document.body.innerHTML = "";
});

function renderPage() {
  const header = document.createElement("header");
  header.getBoundingClientRect = () => ({ bottom: headerBottom }) as DOMRect;
  document.body.append(header);
  return render(<Toaster />);
}

const viewport = () => screen.getByRole("region", { name: /Notifications/ }).querySelector("ol")!;

it("puts the toast below the header, and up to the top once the header has scrolled away", () => {
  headerBottom = 118.4; // a phone's header, wrapped to three lines
  renderPage();
  act(() => void toast({ title: "Login successful", description: "Welcome, Ada" }));
  expect(screen.getByText("Login successful")).toBeVisible();
  expect(viewport()).toHaveStyle({ top: "119px" });

  headerBottom = -40;
  act(() => void fireEvent.scroll(window));
  expect(viewport()).not.toHaveStyle({ top: "119px" });
});

it("measures again on the next page: a toast from the sign-in page clears the home page's taller header", () => {
  headerBottom = 57; // the sign-in page's header
  const { rerender } = renderPage();
  act(() => void toast({ title: "Login successful", description: "Welcome, Ada" }));
  expect(viewport()).toHaveStyle({ top: "57px" });
  headerBottom = 164; // the manager's header on a phone, three lines
  mockPathname = "/";
  rerender(<Toaster />);
  expect(viewport()).toHaveStyle({ top: "164px" });
});
