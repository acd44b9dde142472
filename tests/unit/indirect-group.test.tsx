/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IndirectGroup } from "@/components/team/indirect-group";
import type { TeamRow } from "@/components/team/team-rows";

// An audit finding: Indirect Reports starts every group closed above 300 people, and a group kept
// the state it started with, so a search that found one person left them inside a closed group.

const row = {
  id: 41,
  hrisId: "E41",
  name: "Found Person",
  email: "found@x.io",
  department: "Sales",
  title: "Rep",
  mappedTitle: null,
  oldTitle: null,
  startDate: null,
  reportingLevel: 2,
  directManagerId: 9,
  directManagerHrisId: "E9",
  directManagerName: "Mid Manager",
  status: null,
} as unknown as TeamRow;
const group = { managerId: 9, managerName: "Mid Manager", rows: [row] };

it("opens when the list narrows enough, and keeps the state the manager chose", async () => {
  const view = render(<IndirectGroup group={group} word="incomplete" defaultOpen={false} />);
  expect(screen.queryByText("Found Person")).toBeNull();
  view.rerender(<IndirectGroup group={group} word="incomplete" defaultOpen />);
  expect(screen.getByText("Found Person")).toBeVisible();
  await userEvent.click(screen.getByRole("button", { name: "Team under Mid Manager (1 incomplete)" }));
  expect(screen.queryByText("Found Person")).toBeNull();
  view.rerender(<IndirectGroup group={group} word="incomplete" defaultOpen />);
  expect(screen.queryByText("Found Person")).toBeNull();
});

it("shows a row's total score out of 5, the behavioral evaluation's scale", () => {
  const scored = { ...row, status: { totalAverage: 3.75, isDraft: false } } as unknown as TeamRow;
  render(<IndirectGroup group={{ ...group, rows: [scored] }} word="completed" defaultOpen />);
  expect(screen.getByText("Total Score").nextElementSibling).toHaveTextContent("3.8/5.0");
});
