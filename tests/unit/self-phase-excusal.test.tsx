/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SelfPhaseExcusal } from "@/components/self-review/self-phase-excusal";
import { completionQuery } from "@/components/completion/completion-queries";
import { reviewCycleKeys } from "@/components/review-cycles/review-cycle-queries";
import { getToastState, resetToastStore } from "@/hooks/use-toast";
import { getQueryClient } from "@/lib/client/query-client";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";

// HR's excuse from the self phase (issue 34 §9) is a useMutation (issue 30, outcome 7): the cycles'
// reads and the completion counts are refreshed by their keys, the server-read page by the router.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
}));

const completion = completionQuery(4, { groupBy: "department", page: 1 }).queryKey;
const cached = () => {
  const client = getQueryClient();
  client.setQueryData(reviewCycleKeys.cycle(4), { cached: true } as never);
  client.setQueryData(completion, { cached: true } as never);
  return client;
};

beforeEach(() => {
  refresh.mockClear();
  resetToastStore();
});

it("excuses with HR's reason, then refreshes the page, the cycle's reads and the completion counts", async () => {
  const fetchMock = jest.fn(async () => fakeResponse(200, { message: "Erin Employee is excused." }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWithQueries(<SelfPhaseExcusal cycleId={4} hrisId="E 1" name="Erin Employee" excusedBecause={null} />);
  const client = cached();
  await userEvent.click(screen.getByRole("button", { name: "Excuse from the self-review" }));
  const dialog = screen.getByRole("dialog", { name: "Excuse from the self-review" });
  await userEvent.type(within(dialog).getByLabelText("Reason"), "On parental leave");
  await userEvent.click(within(dialog).getByRole("button", { name: "Excuse" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/hr/review-cycles/4/phase-excusals",
    expect.objectContaining({
      method: "POST",
      body: JSON.stringify({ hrisId: "E 1", phase: "self", reason: "On parental leave" }),
    }),
  );
  expect(getToastState().toasts[0]).toMatchObject({
    title: "Excused",
    description: "Erin Employee is excused.",
  });
  expect(client.getQueryState(reviewCycleKeys.cycle(4))?.isInvalidated).toBe(true);
  expect(client.getQueryState(completion)?.isInvalidated).toBe(true);
});

it("takes the excuse back; a refusal stays in the dialog, and the cycle's reads are refreshed all the same", async () => {
  const fetchMock = jest.fn(async () =>
    fakeResponse(404, { message: "Erin Employee is not excused from that phase.", code: "not_found" }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWithQueries(
    <SelfPhaseExcusal cycleId={4} hrisId="E 1" name="Erin Employee" excusedBecause="On parental leave" />,
  );
  const client = cached();
  expect(screen.getByText("Excused from the self-review: On parental leave")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Take back the excuse" }));
  const dialog = screen.getByRole("dialog", { name: "Take back the excuse" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Take back" }));
  expect(
    await within(dialog).findByText("Erin Employee is not excused from that phase."),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/hr/review-cycles/4/phase-excusals/E%201/self",
    expect.objectContaining({ method: "DELETE" }),
  );
  expect(refresh).not.toHaveBeenCalled();
  await waitFor(() => expect(client.getQueryState(reviewCycleKeys.cycle(4))?.isInvalidated).toBe(true));
});
