/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

// The home's Pending / Completed tabs and Indirect Reports' (WAI-ARIA tabs, automatic activation),
// now without Radix: what a mouse, keyboard or screen-reader user meets must not change.

function TwoTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="pending" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="pending">Pending Direct (2)</TabsTrigger>
        <TabsTrigger value="completed">Completed Direct (1)</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">Two to go</TabsContent>
      <TabsContent value="completed">One done</TabsContent>
    </Tabs>
  );
}

it("shows the default tab's panel, named by its tab, and one tab stop", () => {
  render(<TwoTabs />);
  const pending = screen.getByRole("tab", { name: "Pending Direct (2)" });
  expect(pending).toHaveAttribute("aria-selected", "true");
  expect(pending).toHaveAttribute("tabindex", "0");
  expect(screen.getByRole("tab", { name: "Completed Direct (1)" })).toHaveAttribute("tabindex", "-1");
  expect(screen.getByRole("tabpanel", { name: "Pending Direct (2)" })).toHaveTextContent("Two to go");
  expect(screen.queryByText("One done")).toBeNull();
  expect(screen.getByRole("tablist")).toBeInTheDocument();
});

it("a click selects a tab and shows its panel", async () => {
  const changed = jest.fn();
  render(<TwoTabs onValueChange={changed} />);
  await userEvent.click(screen.getByRole("tab", { name: "Completed Direct (1)" }));
  expect(screen.getByRole("tabpanel", { name: "Completed Direct (1)" })).toHaveTextContent("One done");
  expect(changed).toHaveBeenCalledWith("completed");
});

it("the arrow keys, Home and End move focus to another tab and select it; Tab goes on to the panel", async () => {
  render(<TwoTabs />);
  await userEvent.tab();
  expect(screen.getByRole("tab", { name: "Pending Direct (2)" })).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}");
  const completed = screen.getByRole("tab", { name: "Completed Direct (1)" });
  expect(completed).toHaveFocus();
  expect(completed).toHaveAttribute("aria-selected", "true");
  await userEvent.keyboard("{ArrowRight}"); // wraps round
  expect(screen.getByRole("tab", { name: "Pending Direct (2)" })).toHaveFocus();
  await userEvent.keyboard("{End}");
  expect(completed).toHaveFocus();
  await userEvent.keyboard("{Home}");
  expect(screen.getByRole("tab", { name: "Pending Direct (2)" })).toHaveAttribute("aria-selected", "true");
  await userEvent.tab();
  expect(screen.getByRole("tabpanel")).toHaveFocus();
});
