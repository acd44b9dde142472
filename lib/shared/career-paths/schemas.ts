import { z } from "zod";
import {
  employeeRef,
  hrisId,
  isNumericId,
  numericIdValue,
  wholeNumberParam,
} from "@/lib/shared/schemas/params";
import {
  CAREER_TEXTS,
  CUSTOM_PATH_TYPE_ID,
  MAX_PATH_TITLES,
  MAX_PATH_TITLES_TEXT,
  MAX_TITLE_RESULTS,
} from "./texts";

// One schema per career path body, query and address, used by the dialogs and the routes.

/** A positive integer id, as a number or a string of digits (the spec sends '4', '1'). */
export const idSchema = z
  .union([z.number(), z.string().trim().refine(isNumericId, "must be a number")])
  .transform(Number)
  .pipe(numericIdValue("The id"));

/** A custom path row id in the address. */
export const customRowParams = z.object({ id: idSchema });
export const careerPathParams = z.object({ hrisId: hrisId() });

/** The spec's 'Yes'/'No' flag, or a boolean. */
export const yesNoSchema = z
  .union([z.boolean(), z.enum(["Yes", "No", "yes", "no", "true", "false"])])
  .transform((v) => v === true || v === "Yes" || v === "yes" || v === "true");

export const notesSchema = z
  .string()
  .trim()
  .max(1000, "Notes can be at most 1000 characters.")
  .nullish()
  .transform((v) => v || null);

/** Ordered titles of one path: at least 2, none unset, none twice. */
export const titleSequenceSchema = z
  .array(idSchema, { error: "Choose the positions of the path." })
  .min(2, CAREER_TEXTS.minimumTitles)
  .max(MAX_PATH_TITLES, MAX_PATH_TITLES_TEXT)
  .refine((ids) => new Set(ids).size === ids.length, "A title can appear only once in a path.");

/** Custom path type only: standard paths are not created here. */
const customPathTypeSchema = idSchema
  .refine((id) => id === CUSTOM_PATH_TYPE_ID, `Custom paths use path type ${CUSTOM_PATH_TYPE_ID}.`)
  .optional();

const employeeIdBody = z.union([z.number(), z.string()]).transform(String).pipe(employeeRef());

/** POST /api/career-path/custom */
export const createCustomPathSchema = z.object({
  employeeId: employeeIdBody,
  titleSequence: titleSequenceSchema,
  pathId: customPathTypeSchema,
  notes: notesSchema,
  verified: yesNoSchema.default(false),
});
export type CreateCustomPathInput = z.input<typeof createCustomPathSchema>;

export const sessionIdSchema = z
  .string()
  .trim()
  .min(8, "The session id is too short.")
  .max(100, "The session id is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "The session id may hold only letters, digits, '-' and '_'.");

/** POST /api/custom-career-path: one step (titleId → nextTitleId) of a path built call by call. */
export const customStepSchema = z
  .object({
    titleId: idSchema,
    nextTitleId: idSchema,
    pathId: customPathTypeSchema,
    hrisId: hrisId(),
    companyId: z.union([z.string(), z.number()]).transform(String).pipe(z.literal("1")).optional(),
    employee: z.string().trim().max(100).optional(),
    verified: yesNoSchema.default(false),
    notes: notesSchema,
    sessionId: sessionIdSchema,
  })
  .refine((s) => s.titleId !== s.nextTitleId, {
    message: "A title can appear only once in a path.",
    path: ["nextTitleId"],
  });
export type CustomStepInput = z.input<typeof customStepSchema>;

/** PUT /api/career-path/custom/{id}: replace the whole path in one transaction. */
export const replaceCustomPathSchema = z.object({
  /** The session the editor loaded: a path changed since (another tab) is refused with 409. */
  sessionId: sessionIdSchema,
  titleSequence: titleSequenceSchema,
  notes: notesSchema,
  verified: yesNoSchema.default(false),
});
export type ReplaceCustomPathInput = z.input<typeof replaceCustomPathSchema>;

/** PATCH /api/custom-career-path/{id} (HR): verify or undo the verification of a custom path. */
export const verifyCustomPathSchema = z.object({
  isVerified: z.boolean(),
  /** The path's titles as HR saw them: a path changed since is not verified (409). */
  titleSequence: z.array(idSchema).max(MAX_PATH_TITLES, MAX_PATH_TITLES_TEXT).optional(),
});

/** GET /api/titles */
export const titleSearchQuery = z.object({
  search: z.string().trim().max(100, "The search is too long.").default(""),
  limit: z.coerce.number().int().min(1).max(MAX_TITLE_RESULTS).default(20),
});

/** GET /api/hr/career-paths */
export const hrCareerSearchQuery = z.object({
  search: z.string().trim().max(100, "The search is too long.").default(""),
  page: wholeNumberParam("page", 1, 1_000_000, "The page must be at most 1000000.").default(1),
});

/** The path builder form (both dialogs). */
export const customPathFormSchema = z.object({
  titles: z
    .array(z.object({ titleId: z.number().int().positive(), titleName: z.string() }).nullable())
    .refine((t) => t.filter(Boolean).length >= 2 && t.every(Boolean), CAREER_TEXTS.minimumTitles)
    .refine((t) => t.length <= MAX_PATH_TITLES, MAX_PATH_TITLES_TEXT)
    .refine(
      (t) => new Set(t.map((x) => x?.titleId)).size === t.length,
      "A title can appear only once in a path.",
    ),
  notes: z.string().max(1000, "Notes can be at most 1000 characters."),
  verified: z.boolean(),
});
export type CustomPathFormValues = z.infer<typeof customPathFormSchema>;
