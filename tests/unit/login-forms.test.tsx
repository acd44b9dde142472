/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HrLoginForm } from "@/components/auth/hr-login-form";
import { ManagerLoginForm } from "@/components/auth/manager-login-form";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { fakeResponse } from "@/tests/helpers/fake-response";

const push = jest.fn();
const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace, refresh: jest.fn() }) }));

beforeEach(() => {
  resetToastStore();
  push.mockReset();
  replace.mockReset();
  global.fetch = jest.fn();
});

describe("HR login form", () => {
  it("keeps Sign In disabled until both fields are filled", async () => {
    render(<HrLoginForm supportEmail="help@example.com" />);
    const signIn = screen.getByRole("button", { name: "Sign In" });
    expect(signIn).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Username"), "hradmin");
    expect(signIn).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Password"), "secret");
    expect(signIn).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Admin" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "help@example.com" })).toHaveAttribute(
      "href",
      "mailto:help@example.com",
    );
  });

  it("shows the server's message in a destructive alert on failure", async () => {
    // jsdom has no Response: a minimal stand-in for the one the browser would give
    (global.fetch as jest.Mock).mockResolvedValue({
      ok: false,
      status: 401,
      statusText: "Unauthorized",
      text: async () => JSON.stringify({ message: "Invalid credentials" }),
    });
    render(<HrLoginForm supportEmail="help@example.com" />);
    await userEvent.type(screen.getByLabelText("Username"), "hradmin");
    await userEvent.type(screen.getByLabelText("Password"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials");
  });
});

describe("manager login form", () => {
  it("asks for a password instead of calling the server when it is blank", async () => {
    render(<ManagerLoginForm supportEmail="help@example.com" />);
    await userEvent.type(screen.getByLabelText("Email or HRIS ID"), "E00001");
    await userEvent.type(screen.getByLabelText("Manager Password"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(getToastState().toasts[0]).toMatchObject({
      title: "Password required",
      description: "Please enter your password",
    });
  });

  it("switches to the HR login", async () => {
    render(<ManagerLoginForm supportEmail="help@example.com" />);
    await userEvent.click(screen.getByRole("button", { name: "HR Administration" }));
    expect(push).toHaveBeenCalledWith("/hr-login");
  });

  it("hands an HR page a signed-out visitor asked for on to the HR login", async () => {
    render(<ManagerLoginForm supportEmail="help@example.com" returnTo="/hr/data-export?status=Partial" />);
    await userEvent.click(screen.getByRole("button", { name: "HR Administration" }));
    expect(push).toHaveBeenCalledWith("/hr-login?callbackUrl=%2Fhr%2Fdata-export%3Fstatus%3DPartial");
  });

  it("keeps the page asked for through a required password change", async () => {
    global.fetch = jest.fn(async () =>
      fakeResponse(200, { user: { mustChangePassword: true }, manager: { id: 3, name: "Mo Manager" } }),
    ) as unknown as typeof fetch;
    render(<ManagerLoginForm supportEmail="help@example.com" returnTo="/scorecard/41" />);
    await userEvent.type(screen.getByLabelText("Email or HRIS ID"), "E00003");
    await userEvent.type(screen.getByLabelText("Manager Password"), "distributed-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/change-password?callbackUrl=%2Fscorecard%2F41"),
    );
  });
});

describe("HR login form, after signing in", () => {
  it("goes on to the HR page asked for", async () => {
    global.fetch = jest.fn(async () =>
      fakeResponse(200, { user: { kind: "hr", id: 1, name: "hr" } }),
    ) as unknown as typeof fetch;
    render(<HrLoginForm supportEmail="help@example.com" returnTo="/hr/career-paths" />);
    await userEvent.type(screen.getByLabelText("Username"), "hr-admin");
    await userEvent.type(screen.getByLabelText("Password"), "hr-password-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/hr/career-paths"));
  });
});
