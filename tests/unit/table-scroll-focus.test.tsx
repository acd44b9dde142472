/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";

// A keyboard review: every table's scroll box was a Tab stop with no name, read out as the whole
// table, also when nothing overflowed (61 of them on one page). Only a table that scrolls sideways
// is focusable now, as a named region.

function sized(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, "scrollWidth", { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => clientWidth });
}

const table = () => (
  <Table>
    <TableBody>
      <TableRow>
        <TableCell>Ada</TableCell>
      </TableRow>
    </TableBody>
  </Table>
);

it("is no Tab stop when it fits", () => {
  sized(300, 300);
  const { container } = render(table());
  expect(container.querySelector("[data-slot=table-container]")).not.toHaveAttribute("tabindex");
  expect(screen.queryByRole("region")).toBeNull();
});

it("is a focusable, named region when it scrolls sideways", () => {
  sized(900, 300);
  render(table());
  const region = screen.getByRole("region", { name: "Table, scrolls sideways" });
  expect(region).toHaveAttribute("tabindex", "0");
});

it("names a scrolling table after its own label, so several on a page are told apart", () => {
  sized(900, 300);
  render(
    <Table aria-label="Reports of Ada (E1)">
      <TableBody>
        <TableRow>
          <TableCell>Ada</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  expect(screen.getByRole("region", { name: "Reports of Ada (E1), scrolls sideways" })).toBeVisible();
});
