/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { PasswordManagement } from "@/components/hr/password-management";
import type { JobProgress, PasswordPage, PasswordStatusAnswer } from "@/lib/shared/schemas/passwords";

// Password Management after the one-time generation, with employees imported since: the button
// offering their passwords shows only while some have none, starts the job, and the progress card
// follows it. Against a fake server.

const JOB: JobProgress = {
  id: 2,
  kind: "GenerateMissing",
  status: "Running",
  total: 2,
  processed: 1,
  startedAt: new Date().toISOString(),
  finishedAt: null,
  ratePerSecond: null,
  secondsLeft: null,
  retrying: false,
};

let status: PasswordStatusAnswer;
let posts: string[];

beforeEach(() => {
  posts = [];
  status = {
    hasGenerated: true,
    generatedAt: null,
    generatedBy: null,
    managerCount: 1,
    totalPasswords: 3,
    missingPasswords: 2,
    job: null,
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://x");
    if (init?.method === "POST") {
      posts.push(url.pathname);
      status = { ...status, job: JOB };
      return fakeResponse(202, { message: "Password generation started", jobId: 2, total: 2 });
    }
    if (url.pathname === "/api/hr/passwords-status") return fakeResponse(200, status);
    if (url.pathname === "/api/hr/generation-progress") return fakeResponse(200, { job: status.job });
    if (url.pathname === "/api/hr/email-status") return fakeResponse(200, { isConfigured: false });
    if (url.pathname === "/api/hr/passwords") {
      const answer: PasswordPage = {
        passwords: [],
        page: 1,
        pageSize: 50,
        matching: 0,
        total: 0,
        revealed: false,
      };
      return fakeResponse(200, answer);
    }
    throw new Error(`unexpected fetch ${url.pathname}`);
  }) as unknown as typeof fetch;
});

it("offers the missing passwords while employees have none, starts the job and shows its progress", async () => {
  const user = userEvent.setup();
  render(<PasswordManagement />);
  const button = await screen.findByRole("button", {
    name: "Generate for the 2 employees without a password",
  });
  await user.click(button);
  const dialog = await screen.findByRole("alertdialog", { name: "Generate the missing passwords?" });
  await user.click(within(dialog).getByRole("button", { name: "Generate" }));

  await waitFor(() => expect(posts).toEqual(["/api/hr/generate-missing-passwords"]));
  expect(
    await screen.findByRole("heading", { name: "Generating passwords for employees without one" }),
  ).toBeVisible();
  expect(screen.getByRole("progressbar", { name: "Password generation progress" })).toHaveAttribute(
    "aria-valuetext",
    "1 of 2",
  );
  expect(screen.queryByRole("button", { name: /without a password/ })).toBeNull();
});

it("is not offered when every employee has a password", async () => {
  status.missingPasswords = 0;
  render(<PasswordManagement />);
  expect(await screen.findByRole("button", { name: "Show Passwords" })).toBeVisible();
  expect(screen.queryByRole("button", { name: /without a password/ })).toBeNull();
});
