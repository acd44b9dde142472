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
