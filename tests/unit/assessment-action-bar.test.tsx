/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { AssessmentActionBar } from "@/components/assessment/assessment-action-bar";

// The last-saved indicator reads as every other date on screen (spec 1 §9: "MMM d, yyyy", with the
// time as "h:mm a"), not in the browser's own format ("11/27/2026, 4:24:59 PM").

const bar = (isDirty: boolean, lastSaved: string | null) => (
  <AssessmentActionBar
    pending={null}
    isDirty={isDirty}
    lastSaved={lastSaved}
    onSaveDraft={() => {}}
    onSubmit={() => {}}
    draftLabel="Save as Draft"
    submitLabel="Submit Review"
  />
);

it("says when it was last saved in the spec's date format, also while there are changes", () => {
  const saved = new Date(2026, 10, 27, 16, 24, 59).toISOString(); // Nov 27, 2026 4:24:59 PM local
  const { rerender } = render(bar(false, saved));
  expect(screen.getByTestId("last-saved")).toHaveTextContent(/^Last saved Nov 27, 2026 4:24 PM$/);
  rerender(bar(true, saved));
  expect(screen.getByTestId("last-saved")).toHaveTextContent(
    /^Unsaved changes · last saved Nov 27, 2026 4:24 PM$/,
  );
  rerender(bar(true, null));
  expect(screen.getByTestId("last-saved")).toHaveTextContent(/^Unsaved changes$/);
});
