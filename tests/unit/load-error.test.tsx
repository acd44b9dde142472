/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoadError } from "@/components/shell/load-error";

describe("LoadError", () => {
  it("says what failed and why, as an alert, and tries again on click or Enter", async () => {
    const retry = jest.fn();
    render(
      <LoadError title="Failed to load employees" message="The server is restarting." onRetry={retry} />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to load employees");
    expect(alert).toHaveTextContent("The server is restarting.");
    const button = screen.getByRole("button", { name: "Try again" });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
