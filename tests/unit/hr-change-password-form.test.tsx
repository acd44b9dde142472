/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HrChangePasswordForm } from "@/components/auth/hr-change-password-form";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { TextEncoder } from "node:util";

// HR's own password change (spec 1 §5): the server's refusal goes to the field it names, and an
// expired session goes back to the HR sign-in, told apart by the error's code.

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));
Object.assign(global, { TextEncoder });

const fetchBefore = global.fetch;
beforeEach(() => {
  replace.mockReset();
  resetToastStore();
});
afterEach(() => {
  global.fetch = fetchBefore;
});

async function changeWith(answer: ReturnType<typeof fakeResponse>) {
  global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
  const user = userEvent.setup();
  render(<HrChangePasswordForm name="Hana HR" />);
  await user.type(screen.getByLabelText("Current password"), "Old-Password-Thirty-1");
  await user.type(screen.getByLabelText("New password"), "Lantern-Orbit-Meadow-58");
  await user.type(screen.getByLabelText("Confirm new password"), "Lantern-Orbit-Meadow-58");
  await user.keyboard("{Enter}");
}

it("puts a refusal by the field the server names, with the focus", async () => {
  const reason = "The current password is not correct.";
  await changeWith(
    fakeResponse(400, {
      message: reason,
      code: "invalid_input",
      issues: [{ path: "currentPassword", message: reason }],
    }),
  );
  expect(await screen.findByText(reason)).toBeInTheDocument();
  const field = screen.getByLabelText("Current password");
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(reason);
  expect(replace).not.toHaveBeenCalled();
});

it("sends an expired session back to the HR sign-in", async () => {
  await changeWith(fakeResponse(401, { message: "Please sign in to continue.", code: "unauthenticated" }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/hr-login"));
  expect(getToastState().toasts.at(-1)).toMatchObject({
    title: "Please sign in again",
    description: "Please sign in to continue.",
  });
});

it("goes home to the HR dashboard once the password is set", async () => {
  await changeWith(fakeResponse(200, { ok: true }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/hr-dashboard"));
  expect(getToastState().toasts.at(-1)).toMatchObject({ title: "Password changed" });
});
