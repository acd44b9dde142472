/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { renderWithQueries } from "@/tests/helpers/render-with-queries";
import { fakeResponse } from "@/tests/helpers/fake-response";
import { DataExport } from "@/components/data-export/data-export";
import { ExportProgress } from "@/components/data-export/export-progress";
import type { CompletedEvaluationsAnswer } from "@/lib/shared/schemas/data-export";

// HR's Data Export in its edge states (issue 31 item 23): a failed read, a filter that finds
// nobody, and the progress of an export whose size is not known before the end.

jest.mock("next/navigation", () => ({
  usePathname: () => "/hr/data-export",
  useSearchParams: () => new URLSearchParams("search=zz-nobody-zz"),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const METRICS = ["Total Evaluations", "Complete", "Partial", "Pending"];
const nobody: CompletedEvaluationsAnswer = {
  data: [],
  pagination: { page: 1, pageSize: 20, totalPages: 1, totalCount: 0 },
  metrics: { totalCount: 0, completeCount: 0, partialCount: 0, pendingCount: 0 },
};

function fakeServer(list: { status: number; body: unknown }) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/filter-options")
      ? fakeResponse(200, { managers: [], departments: [] })
      : fakeResponse(list.status, list.body),
  ) as unknown as typeof fetch;
}

it("on a failed load shows the error, not metric cards that wait forever", async () => {
  fakeServer({ status: 503, body: { message: "The database is unavailable.", code: "unavailable" } });
  renderWithQueries(<DataExport />);
  expect(await screen.findByText("Failed to fetch evaluations")).toBeVisible();
  for (const label of METRICS) expect(screen.queryByRole("group", { name: label })).not.toBeInTheDocument();
});

it("with no evaluations to export, Export is disabled and says why", async () => {
  fakeServer({ status: 200, body: nobody });
  renderWithQueries(<DataExport />);
  expect(await screen.findByText("No evaluations found matching the current filters.")).toBeVisible();
  const exportButton = screen.getByRole("button", { name: "Export Evaluation Data" });
  expect(exportButton).toBeDisabled();
  expect(exportButton).toHaveAccessibleDescription(
    "No evaluations match the current filters, so there is nothing to export.",
  );
  expect(within(screen.getByRole("group", { name: "Total Evaluations" })).getByText("0")).toBeVisible();
});

describe("the export's progress", () => {
  const indicator = () => screen.getByRole("progressbar", { name: "Export progress" }).firstElementChild;

  it("before the server answers: an indeterminate bar that is not an empty track, no '0.0 MB'", () => {
    render(<ExportProgress progress={{ rows: null, bytes: 0 }} />);
    expect(screen.getByText("Exporting evaluation data…", { selector: "p:not([role])" })).toBeVisible();
    expect(screen.queryByText(/MB received/)).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Export progress" })).not.toHaveAttribute("aria-valuenow");
    expect(indicator()).not.toHaveStyle({ transform: "translateX(-100%)" });
  });

  it("then how many evaluations are coming, and how much has arrived once something has", () => {
    const { rerender } = render(<ExportProgress progress={{ rows: 1234, bytes: 0 }} />);
    expect(screen.getByText("Exporting 1,234 evaluations…")).toBeVisible();
    expect(screen.queryByText(/MB received/)).not.toBeInTheDocument();
    rerender(<ExportProgress progress={{ rows: 1234, bytes: 2.5 * 1024 * 1024 }} />);
    expect(screen.getByText("Exporting 1,234 evaluations… 2.5 MB received")).toBeVisible();
  });
});
