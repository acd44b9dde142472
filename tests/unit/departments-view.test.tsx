/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DepartmentsView } from "@/components/team/departments-view";
import type { TeamRow } from "@/components/team/team-rows";

// An audit finding: the Departments view starts folded above 200 people, and a department opened
// by hand closed again when a search brought the count under that, hiding what it found.

jest.mock("@/components/team/career-paths-entry", () => ({ CareerPathsEntry: () => null }));

const person = (id: number, name: string, department: string) =>
  ({
    id,
    hrisId: `E${id}`,
    name,
    email: null,
    department,
    title: "Rep",
    reportingLevel: 2,
    directManagerId: 1,
    directManagerName: "M",
    status: null,
  }) as unknown as TeamRow;

it("a department the manager opened stays open when a search narrows to it", async () => {
  const rows = [
    ...Array.from({ length: 150 }, (_, i) => person(i + 10, `Alpha ${i}`, "Alpha Dept")),
    ...Array.from({ length: 60 }, (_, i) => person(i + 500, `Beta ${i}`, "Beta Dept")),
  ];
  render(<DepartmentsView rows={rows} />);
  expect(screen.queryByText("Beta 1")).toBeNull(); // 210 people: folded
  fireEvent.click(screen.getByRole("button", { name: /Beta Dept \(60\)/ }));
  expect(screen.getByText("Beta 1")).toBeVisible();
  await act(async () => {
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Beta" } });
  });
  expect(screen.getByText("Beta 1")).toBeVisible();
});

it("opens a department that is the whole hierarchy a page of cards at a time (a 2,000-person tree stays light)", async () => {
  const rows = Array.from({ length: 250 }, (_, i) =>
    person(i + 10, `Gamma ${String(i).padStart(3, "0")}`, "Gamma Dept"),
  );
  render(<DepartmentsView rows={rows} />);
  // One department: opened, but with its first 100 cards only.
  expect(screen.getAllByRole("listitem")).toHaveLength(100);
  expect(screen.getByText("Gamma 099")).toBeVisible();
  expect(screen.queryByText("Gamma 100")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Show 100 more (150 not shown)" }));
  expect(screen.getAllByRole("listitem")).toHaveLength(200);
  fireEvent.click(screen.getByRole("button", { name: "Show 50 more (50 not shown)" }));
  expect(screen.getAllByRole("listitem")).toHaveLength(250);
  expect(screen.queryByRole("button", { name: /more/ })).toBeNull();
  // The button went with the last page: the keyboard is on the first card it showed.
  expect(document.activeElement).toHaveTextContent("Gamma 200");
});
