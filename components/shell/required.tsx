// How a required field or question is shown: a star for the eye, "required" for the ear.

/** The star beside a label whose field carries aria-required (the field says it aloud). */
export function RequiredStar() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );
}

/** The star of a question's legend; a fieldset cannot carry aria-required, so it is spoken too. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden className="ml-0.5 text-destructive">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

/** Says once, above the form, what the star means (screen readers hear "required" on each). */
export function RequiredNote({ of = "Questions" }: { of?: "Questions" | "Fields" }) {
  return (
    <p aria-hidden className="text-sm text-muted-foreground">
      {of} marked <span className="text-destructive">*</span> are required.
    </p>
  );
}
