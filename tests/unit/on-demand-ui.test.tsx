/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { ToasterOnDemand } from "@/components/shell/toaster-on-demand";
import { Progress } from "@/components/ui/progress";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { resetToastStore, toast } from "@/hooks/use-toast";

// The pieces the manager home and the sign-in page no longer load with the page (docs/decisions/
// 0060-0062) must behave as before: the dialog opens from its button and gives focus back to it,
// a toast raised before the toaster's code has loaded still shows, the progress bar keeps its
// role and values.

it("the sign-out dialog loads on first use, opens from the keyboard and hands focus back on Escape", async () => {
  const user = userEvent.setup();
  render(<SignOutButton label="Sign Out" description="Are you sure you want to sign out?" />);
  const button = screen.getByRole("button", { name: "Sign Out" });
  expect(button).toHaveAttribute("aria-haspopup", "dialog");
  expect(button).toHaveAttribute("aria-expanded", "false");
  button.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("alertdialog", { name: "Confirm Sign Out" });
  expect(dialog).toHaveTextContent("Are you sure you want to sign out?");
  expect(button).toHaveAttribute("aria-expanded", "true");
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it("a sign-out the server could not carry out says so and leaves the dialog open to try again", async () => {
  const user = userEvent.setup();
  const fetchBefore = global.fetch;
  const calls: string[] = [];
  global.fetch = (async (url: string) => {
    calls.push(String(url));
    return fakeResponse(503, { message: "The database is not available." });
  }) as unknown as typeof fetch;
  try {
    render(<SignOutButton label="Sign Out" description="Are you sure you want to sign out?" />);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm Sign Out" });
    await user.click(within(dialog).getByRole("button", { name: "Sign Out" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You are still signed in: the server could not end your session. Please try again in a moment.",
    );
    expect(calls).toEqual(["/api/auth/logout"]);
    expect(within(dialog).getByRole("button", { name: "Sign Out" })).toBeEnabled();
    // Closed and opened again: the next attempt starts without the last one's failure.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    const again = await screen.findByRole("alertdialog", { name: "Confirm Sign Out" });
    expect(within(again).queryByRole("alert")).not.toBeInTheDocument();
  } finally {
    global.fetch = fetchBefore;
  }
});

it("a toast raised before the toaster has loaded is shown", async () => {
  resetToastStore();
  render(<ToasterOnDemand />);
  act(() => {
    toast({ title: "Login successful", description: "Welcome, Ada" });
  });
  expect(await screen.findByText("Login successful")).toBeVisible();
  expect(screen.getByText("Welcome, Ada")).toBeVisible();
  expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeInTheDocument();
});

it("the progress bar keeps Radix's role and values", () => {
  render(
    <>
      <Progress value={67} aria-label="Evaluation progress" />
      <Progress value={null} aria-label="Export progress" />
    </>,
  );
  const known = screen.getByRole("progressbar", { name: "Evaluation progress" });
  expect(known).toHaveAttribute("aria-valuenow", "67");
  expect(known).toHaveAttribute("aria-valuetext", "67%");
  expect(known).toHaveAttribute("aria-valuemax", "100");
  const unknown = screen.getByRole("progressbar", { name: "Export progress" });
  expect(unknown).not.toHaveAttribute("aria-valuenow");
  expect(unknown).toHaveAttribute("data-state", "indeterminate");
});
