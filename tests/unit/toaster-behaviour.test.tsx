/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { resetToastStore, toast } from "@/hooks/use-toast";

// The toaster without Radix Toast (ADR 0089) keeps what the spec and the e2e specs rely on: one
// toast at a time for its duration, F8 to the viewport, the announcement, Escape, the close button,
// swipe right past 50 px, and a pause while the pointer or focus is on it.

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

// jsdom has no PointerEvent: a MouseEvent with the pointer's fields, so that swipes carry positions.
if (typeof window.PointerEvent === "undefined") {
  class PointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  window.PointerEvent = PointerEvent as unknown as typeof window.PointerEvent;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetToastStore();
});
afterEach(() => {
  act(() => void jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

function show(duration?: number) {
  render(<Toaster />);
  act(() => void toast({ title: "Login successful", description: "Welcome, Ada", duration }));
  return screen.getByText("Login successful").closest("li")!;
}

const region = () => screen.getByRole("region", { name: "Notifications (F8)" });

it("shows the toast in the F8 region and closes it after its duration", () => {
  const item = show(2000);
  expect(region()).toContainElement(item);
  expect(item).toHaveAttribute("data-state", "open");
  act(() => void jest.advanceTimersByTime(1999));
  expect(screen.getByText("Login successful")).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByText("Login successful")).not.toBeInTheDocument();
});

it("F8 moves focus to the toasts", () => {
  show();
  fireEvent.keyDown(document.body, { key: "F8", code: "F8" });
  expect(region().querySelector("ol")).toHaveFocus();
});

it("announces the toast's text to screen readers, then takes the announcement away", () => {
  show();
  act(() => void jest.advanceTimersByTime(100)); // two animation frames
  const live = screen.getByRole("status");
  expect(live).toHaveAttribute("aria-live", "assertive");
  expect(live).toHaveTextContent("Notification Login successful Welcome, Ada");
  expect(live).not.toHaveTextContent("Close");
  act(() => void jest.advanceTimersByTime(1000));
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

it("Escape and the close button close it", () => {
  const item = show();
  fireEvent.keyDown(item, { key: "Escape" });
  expect(screen.queryByText("Login successful")).not.toBeInTheDocument();

  act(() => void toast({ title: "Saved" }));
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByText("Saved")).not.toBeInTheDocument();
});

it("Escape elsewhere on the page closes it, unless a dialog is open", () => {
  show();
  const dialog = document.createElement("div");
  dialog.setAttribute("role", "dialog");
  document.body.append(dialog);
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(screen.getByText("Login successful")).toBeInTheDocument();
  dialog.remove();
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(screen.queryByText("Login successful")).not.toBeInTheDocument();
});

function swipe(item: HTMLElement, dx: number) {
  fireEvent.pointerDown(item, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(item, { clientX: 110, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
  fireEvent.pointerUp(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
}

it("a swipe to the right past 50 px closes it; a shorter one or to the left leaves it", () => {
  const item = show();
  swipe(item, 40);
  expect(item).toHaveAttribute("data-swipe", "cancel");
  swipe(item, -80);
  expect(screen.getByText("Login successful")).toBeInTheDocument();
  swipe(item, 80);
  expect(screen.queryByText("Login successful")).not.toBeInTheDocument();
});

it("waits while the pointer is on the toasts, then runs out the time that was left", () => {
  const item = show(2000);
  act(() => void jest.advanceTimersByTime(1500));
  fireEvent.pointerMove(item);
  act(() => void jest.advanceTimersByTime(5000));
  expect(screen.getByText("Login successful")).toBeInTheDocument();
  fireEvent.pointerLeave(region());
  act(() => void jest.advanceTimersByTime(499));
  expect(screen.getByText("Login successful")).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(1));
  expect(screen.queryByText("Login successful")).not.toBeInTheDocument();
});

it("a press on a toast is not a press outside an open dialog (Radix's layer branch)", () => {
  const item = show();
  const outside = jest.fn();
  document.addEventListener("pointerdown", outside);
  try {
    fireEvent.pointerDown(item, { button: 0 });
    expect(outside).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body, { button: 0 });
    expect(outside).toHaveBeenCalledTimes(1);
  } finally {
    document.removeEventListener("pointerdown", outside);
  }
});
