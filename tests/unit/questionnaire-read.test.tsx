/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, screen } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/render-with-queries";
import { useQueryClient } from "@tanstack/react-query";
import { useQuestionnaireRead } from "@/components/questionnaire/use-questionnaire-read";
import { questionnaireQuery } from "@/components/questionnaire/questionnaire-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";

// An audit finding: after a save the screen reads its questionnaire again, and when that one read
// failed the whole form gave way to the load-error screen, with what had been typed since.

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

function Probe() {
  const path = "/api/questionnaire-probe";
  const read = useQuestionnaireRead<{ comments: string }>(path);
  const queryClient = useQueryClient();
  // What a save does after its write: the questionnaire's key, from its queryOptions.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: questionnaireQuery(path).queryKey });
  if (read.state !== "ready") return <p>{read.state}</p>;
  return (
    <>
      <p>ready: {read.data?.comments}</p>
      <button onClick={refresh}>Read again</button>
    </>
  );
}

it("shows the load error when the first read fails, but keeps the form when a later re-read fails", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(fakeResponse(503, { message: "Down" })) as unknown as typeof fetch;
  const first = render(<Probe />);
  expect(await screen.findByText("error")).toBeVisible();
  first.unmount();

  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(fakeResponse(200, { comments: "saved" }))
    .mockResolvedValue(fakeResponse(503, { message: "Down" })) as unknown as typeof fetch;
  render(<Probe />);
  expect(await screen.findByText("ready: saved")).toBeVisible();
  await act(async () => {
    screen.getByRole("button", { name: "Read again" }).click();
    await new Promise((r) => setTimeout(r, 50));
  });
  expect((global.fetch as jest.Mock).mock.calls.length).toBeGreaterThanOrEqual(2);
  expect(screen.getByText("ready: saved")).toBeVisible();
});
