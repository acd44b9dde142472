/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { PasswordManagement } from "@/components/hr/password-management";
import type { PasswordPage, PasswordRow, PasswordStatusAnswer } from "@/lib/shared/schemas/passwords";

// Password Management once the HR sign-in is older than 15 minutes: Show Passwords flipped to
// Hide Passwords before HR had confirmed their password, and the table card then asked for it.
// Now Show asks first, in the password dialog, and flips only once the password is confirmed;
// Cancel leaves Show Passwords and no password on screen. Against a fake server whose sign-in
// turns old after the table has loaded.

const ROW: PasswordRow = {
  hrisId: "E00007",
  name: "Grace Evans",
  position: "Engineer",
  email: "grace@example.com",
  password: null,
  hasPassword: true,
  status: "Original",
  updated: false,
};
const SECRET = "Kx7mQp2vRt9wYz4B";
const HR_PASSWORD = "hradmin-demo";
const STATUS: PasswordStatusAnswer = {
  hasGenerated: true,
  generatedAt: null,
  generatedBy: null,
  managerCount: 1,
  totalPasswords: 1,
  missingPasswords: 0,
  job: null,
};

let recentSignIn: boolean;
let reveals: number;

beforeEach(() => {
  recentSignIn = true;
  reveals = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://x");
    if (url.pathname === "/api/hr/passwords-status") return fakeResponse(200, STATUS);
    if (url.pathname === "/api/hr/email-status") return fakeResponse(200, { isConfigured: false });
    if (url.pathname === "/api/hr/reauth") {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== HR_PASSWORD) return fakeResponse(401, { message: "Incorrect password." });
      recentSignIn = true;
      return fakeResponse(200, { ok: true });
    }
    if (url.pathname === "/api/hr/passwords") {
      if (!recentSignIn) {
        return fakeResponse(401, {
          message:
            "Please confirm your password to continue: this action needs a sign-in from the last 15 minutes.",
          code: "recent_sign_in_required",
        });
      }
      const reveal = url.searchParams.get("reveal") === "1";
      if (reveal) reveals += 1;
      const answer: PasswordPage = {
        passwords: [{ ...ROW, password: reveal ? SECRET : null }],
        page: 1,
        pageSize: Number(url.searchParams.get("pageSize")),
        matching: 1,
        total: 1,
        revealed: reveal,
      };
      return fakeResponse(200, answer);
    }
    throw new Error(`unexpected fetch ${url.pathname}`);
  }) as unknown as typeof fetch;
});

async function openWithOldSignIn() {
  render(<PasswordManagement />);
  expect(await screen.findByText("Showing 1 of 1 employees")).toBeVisible();
  recentSignIn = false; // 15 minutes pass with the page open
  return screen.getByRole("button", { name: "Show Passwords" });
}

it("keeps Show Passwords, and shows no password, when HR cancels the password confirmation", async () => {
  const user = userEvent.setup();
  const show = await openWithOldSignIn();
  await user.click(show);

  const dialog = await screen.findByRole("dialog", { name: "Confirm your password" });
  expect(within(dialog).getByLabelText("Your password")).toHaveFocus();
  // Not flipped while HR is being asked.
  expect(show).toHaveTextContent("Show Passwords");
  expect(show).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByText("Confirm your password to see employee credentials")).toBeNull();

  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(screen.getByRole("button", { name: "Show Passwords" })).toBe(show);
  expect(show).toHaveAttribute("aria-pressed", "false");
  expect(show).toHaveFocus();
  expect(screen.getByRole("img", { name: "Hidden password" })).toBeVisible();
  expect(screen.queryByText(SECRET)).toBeNull();
  expect(screen.queryByRole("button", { name: "Hide Passwords" })).toBeNull();
  expect(reveals).toBe(0);
});

it("flips to Hide Passwords and shows the passwords only once HR's password is confirmed", async () => {
  const user = userEvent.setup();
  const show = await openWithOldSignIn();
  await user.click(show);

  const dialog = await screen.findByRole("dialog", { name: "Confirm your password" });
  await user.type(within(dialog).getByLabelText("Your password"), "not-the-password");
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  expect(await within(dialog).findByText("Incorrect password.")).toBeVisible();
  // A refused password flips nothing either.
  expect(show).toHaveTextContent("Show Passwords");
  expect(show).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByText(SECRET)).toBeNull();

  await user.clear(within(dialog).getByLabelText("Your password"));
  await user.type(within(dialog).getByLabelText("Your password"), HR_PASSWORD);
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(await screen.findByText(SECRET)).toBeVisible();
  expect(screen.getByRole("button", { name: "Hide Passwords" })).toBe(show);
  expect(show).toHaveAttribute("aria-pressed", "true");
  expect(show).toHaveFocus();
  expect(reveals).toBe(1);

  // Hiding needs no password.
  await user.click(show);
  expect(show).toHaveTextContent("Show Passwords");
  expect(screen.queryByText(SECRET)).toBeNull();
  expect(screen.queryByRole("dialog")).toBeNull();
});
