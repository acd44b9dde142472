import { z } from "zod";

/**
 * `basedOn` in an assessment's save body: the `updatedAt` of the saved version the form was opened
 * from, or null for a form opened blank. The server refuses a save whose version has moved on
 * since (409): a second tab, or a blank form reached with Back, never silently overwrites a newer
 * or submitted assessment. Optional: a call without it (the spec's body) is saved as before.
 */
export const basedOnField = z.iso
  .datetime({ offset: true, error: "basedOn must be the updatedAt of the version the form was opened from." })
  .nullable()
  .optional();
