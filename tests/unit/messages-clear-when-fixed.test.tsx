/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { useRecentSignIn } from "@/components/hr/passwords/recent-sign-in";
import { TextEncoder } from "node:util";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";

// A message stays only while its problem does: fixing the input takes it away, and a dialog
// closed by Cancel opens again without the last attempt's password and error.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));

// The password schema counts bytes as browsers do; jsdom has no TextEncoder of its own.
Object.assign(globalThis, { TextEncoder });
const fetchBefore = global.fetch;
afterEach(() => {
  global.fetch = fetchBefore;
});

it("'The two passwords do not match.' goes once the new password is changed to match", async () => {
  const user = userEvent.setup();
  global.fetch = jest.fn() as unknown as typeof fetch;
  render(<ChangePasswordForm name="Ada" />);
  await user.type(screen.getByLabelText("New password"), "Lantern-Orbit-Meadow-58");
  await user.type(screen.getByLabelText("Confirm new password"), "Lantern-Orbit-Meadow-59");
  await user.click(screen.getByRole("button", { name: /change password/i }));
  expect(await screen.findByText("The two passwords do not match.")).toBeInTheDocument();

  const fresh = screen.getByLabelText("New password");
  await user.clear(fresh);
  await user.type(fresh, "Lantern-Orbit-Meadow-59");
  expect(screen.queryByText("The two passwords do not match.")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Confirm new password")).not.toHaveAttribute("aria-invalid", "true");
  expect(global.fetch).not.toHaveBeenCalled();
});

it("a refusal from the server takes the focus to the field it is about, so it is read out", async () => {
  const user = userEvent.setup();
  const reason = "This password is too common. Please choose another one.";
  global.fetch = jest.fn(async () =>
    fakeResponse(400, { message: reason, code: "invalid_input" }),
  ) as unknown as typeof fetch;
  render(<ChangePasswordForm name="Ada" />);
  await user.type(screen.getByLabelText("New password"), "password1234");
  await user.type(screen.getByLabelText("Confirm new password"), "password1234");
  await user.keyboard("{Enter}");
  expect(await screen.findByText(reason)).toBeInTheDocument();
  const field = screen.getByLabelText("New password");
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(reason);
});

function Protected() {
  const { confirm, dialog } = useRecentSignIn();
  return (
    <>
      <button onClick={() => void confirm()}>Download CSV</button>
      {dialog}
    </>
  );
}

it("the password dialog clears its error as the password is retyped, and Cancel leaves nothing for next time", async () => {
  const user = userEvent.setup();
  global.fetch = (async () =>
    fakeResponse(401, { message: "Incorrect password." })) as unknown as typeof fetch;
  renderWithQueries(<Protected />); // inside the HR shell, as on the HR pages
  await user.click(screen.getByRole("button", { name: "Download CSV" }));
  let dialog = await screen.findByRole("dialog", { name: "Confirm your password" });
  await user.type(within(dialog).getByLabelText("Your password"), "wrong-guess");
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Incorrect password.");
  await user.type(within(dialog).getByLabelText("Your password"), "!");
  expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await user.click(screen.getByRole("button", { name: "Download CSV" }));
  dialog = await screen.findByRole("dialog", { name: "Confirm your password" });
  expect(within(dialog).getByLabelText("Your password")).toHaveValue("");
  expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
});
