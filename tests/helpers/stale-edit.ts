import { expect } from "@jest/globals";

/** The answer to a save from a form opened on an older version (ADR 0064): 409, said in words. */
export function expectStaleEdit(
  res: { status: number; json: unknown },
  what: "evaluation" | "values review" | "performance review",
) {
  expect(res.status).toBe(409);
  expect(res.json).toEqual({
    code: "stale_edit",
    message: `This ${what} was saved in another window or tab after you opened it. Reload the page to see the saved version before you save again.`,
  });
}
