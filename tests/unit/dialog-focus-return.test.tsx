/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useState } from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { FeedbackDialog } from "@/components/feedback/feedback-dialog";
import { openFeedbackDialog, setFeedbackDialogOpen } from "@/components/feedback/feedback-dialog-store";
import { FeedbackDetailsDialog } from "@/components/feedback/feedback-details-dialog";
import type { FeedbackItem } from "@/lib/shared/schemas/feedback";
import { RegenerateConfirmDialog } from "@/components/hr/passwords/regenerate-confirm-dialog";
import type { JobProgress, PasswordRow } from "@/lib/shared/schemas/passwords";
import { GenerationProgress } from "@/components/hr/passwords/generation-progress";

// A keyboard review: closing the Submit Feedback dialog and HR's feedback details dialog left the
// focus on <body>, so the next Tab started again from the top of the page. It goes back to what
// opened them (WCAG 2.4.3).
jest.mock("next/navigation", () => ({ usePathname: () => "/", useSelectedLayoutSegments: () => [] }));

afterEach(() => act(() => setFeedbackDialogOpen(false)));

it("gives the focus back to the button that opened Submit Feedback, on Escape and on Cancel", async () => {
  render(
    <>
      <button type="button" onClick={openFeedbackDialog}>
        Feedback
      </button>
      <FeedbackDialog />
    </>,
  );
  const opener = screen.getByRole("button", { name: "Feedback" });
  for (const close of [
    () => userEvent.keyboard("{Escape}"),
    () => userEvent.click(screen.getByRole("button", { name: "Cancel" })),
  ]) {
    opener.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Submit Feedback" })).toBeVisible();
    await close();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  }
});

const item = {
  id: 7,
  title: "Slow export",
  description: "It takes a while.",
  feedbackType: "Bug",
  priority: "medium",
  status: "New",
  userName: "Guest",
  hrisId: null,
  location: "Home",
  submittedAt: new Date().toISOString(),
  attachments: [],
} as unknown as FeedbackItem;

function Dashboard() {
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(item)}>
        Slow export
      </button>
      <button type="button">Next card</button>
      <FeedbackDetailsDialog item={open} onClose={() => setOpen(null)} />
    </>
  );
}

it("gives the focus back to the card title that opened the details", async () => {
  render(<Dashboard />);
  const title = screen.getByRole("button", { name: "Slow export" });
  title.focus();
  await userEvent.keyboard("{Enter}");
  expect(await screen.findByRole("dialog")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(title).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole("button", { name: "Next card" })).toHaveFocus();
});

function PasswordRows() {
  const [row, setRow] = useState<PasswordRow | null>(null);
  const grace = { hrisId: "E00007", name: "Grace Evans" } as PasswordRow;
  return (
    <>
      <button type="button" onClick={() => setRow(grace)}>
        Regenerate password for Grace Evans
      </button>
      <RegenerateConfirmDialog row={row} onCancel={() => setRow(null)} onConfirm={() => setRow(null)} />
    </>
  );
}

it("gives the focus back to the row's Regenerate button, on Cancel and after regenerating", async () => {
  render(<PasswordRows />);
  const regenerate = screen.getByRole("button", { name: "Regenerate password for Grace Evans" });
  for (const choice of ["Cancel", "Regenerate Password"]) {
    regenerate.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("alertdialog")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: choice }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(regenerate).toHaveFocus();
  }
});

it("takes a focus that went with the Generate button (gone once the job starts) to the job's progress", () => {
  global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
  (document.activeElement as HTMLElement | null)?.blur();
  const job = {
    id: 1,
    kind: "Generate",
    status: "Running",
    total: 20,
    processed: 0,
    startedAt: null,
    finishedAt: null,
    ratePerSecond: null,
    secondsLeft: null,
  } as unknown as JobProgress;
  render(<GenerationProgress initial={job} onFinished={() => {}} />);
  expect(screen.getByRole("heading", { name: "Generating employee passwords" })).toHaveFocus();
});
