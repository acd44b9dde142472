/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ErrorPage from "@/app/error";
import GlobalError from "@/app/global-error";

// Issue 19: the error page prints the reference the server logged with the request id.

function answerReadiness(status: number, failing: string[] = []) {
  global.fetch = jest.fn(async () => ({
    status,
    json: async () => ({ failing }),
  })) as unknown as typeof fetch;
}

describe("the error pages", () => {
  it("show the digest as a reference to quote, and try again on click", async () => {
    answerReadiness(200);
    const reset = jest.fn();
    render(<ErrorPage error={Object.assign(new Error("boom"), { digest: "1234567890" })} reset={reset} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByText("1234567890")).toBeVisible();
    expect(screen.getByText(/Reference:/)).toHaveTextContent("Reference: 1234567890");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalled();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
  });

  it("say 'Temporarily unavailable' while the database is down, and show no reference without a digest", async () => {
    answerReadiness(503, ["database"]);
    render(<ErrorPage error={new Error("client-side")} reset={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Temporarily unavailable" })).toBeVisible(),
    );
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
  });

  it("the root layout's replacement shows the same page and reference", () => {
    answerReadiness(200);
    jest.spyOn(console, "error").mockImplementation(() => {}); // <html> inside a test container
    render(<GlobalError error={Object.assign(new Error("layout"), { digest: "987" })} reset={() => {}} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(screen.getByText(/Reference:/)).toHaveTextContent("Reference: 987");
  });
});
