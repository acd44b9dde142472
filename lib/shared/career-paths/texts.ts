// The career path texts of the spec (spec 2 §2, §5, §8), word for word: tests find them by these.

export const CAREER_TEXTS = {
  noPaths: "No Career Paths Available",
  loadFailed: "Unable to load career path data.",
  hrVerified: "HR Verified",
  verified: "Verified",
  firstSearchHint: "Showing first 20 results. Keep typing to narrow down...",
  minimumTitles: "Please add at least 2 positions to create a path",
  errorTitle: "Error",
  successTitle: "Success",
  createFailed: "Failed to create custom career path",
  updateFailed: "Failed to update custom career path",
  deleteFailed: "Failed to delete custom career path",
  saveFailed: "Failed to save custom career path",
  created: "Custom career path created successfully",
  updated: "Custom career path updated successfully",
  deleted: "Custom career path deleted successfully",
  hrListEmpty: "No employees found matching your search.",
  // Ours (the spec names the two creators but not how they differ): the line under each button.
  quickCreatorHint: "Add Custom Path: pick titles one after another, here.",
  builderHint: "Create Custom Path: fill in each position in its own window.",
} as const;

/** Title search limits (spec 2 §9): the progression dialog shows 20, the path builder 15. */
export const FIRST_DIALOG_TITLE_LIMIT = 20;
export const BUILDER_TITLE_LIMIT = 15;
/** The most titles the server returns for one search, whatever the caller asks. */
export const MAX_TITLE_RESULTS = 50;
/** The most titles in one custom path. */
export const MAX_PATH_TITLES = 20;
/** Ours (the spec sets no limit): a longer path is refused, and the creators stop offering titles. */
export const MAX_PATH_TITLES_TEXT = `A path can have at most ${MAX_PATH_TITLES} positions.`;
/** Ours (the spec sets no limit): the most custom paths one employee can have, so their read stays small. */
export const MAX_CUSTOM_PATHS = 20;
export const MAX_CUSTOM_PATHS_TEXT = `An employee can have at most ${MAX_CUSTOM_PATHS} custom career paths. Delete one to add another.`;
/** Custom paths are path type 4 (spec 2 §9). */
export const CUSTOM_PATH_TYPE_ID = 4;
/** HR list: the most employees shown for one search. */
export const HR_LIST_LIMIT = 100;
