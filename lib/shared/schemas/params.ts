import { z } from "zod";
import { canonicalTimeZone } from "@/lib/shared/time-zone";

// The one check for each kind of id that arrives in an address (docs/decisions/0004). Routes,
// pages and client code use these and nothing else, so an id means the same everywhere and a bad
// one is a 400 (or the not-found page) with a clear message, never a database error.

/** PostgreSQL's `integer` upper bound: every numeric id column is an int4. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive whole number as written canonically: no sign, no leading zero. */
const CANONICAL = /^[1-9]\d{0,9}$/;

/**
 * Whether `value` is a numeric id as written in an address: 1 … MAX_DB_ID, canonical. "00123"
 * or "0" is no database id: where an address may name an HRIS id too, it is that HRIS id.
 */
export function isNumericId(value: string): boolean {
  return CANONICAL.test(value) && Number(value) <= MAX_DB_ID;
}

/** A numeric id from an address ("42"), checked and turned into a number. */
export const numericId = (what = "id") =>
  z
    .string({ error: `The ${what} is missing.` })
    .trim()
    .refine(isNumericId, `The ${what} must be a number.`)
    .transform(Number);

/** A numeric id inside a JSON body, where it travels as a number. */
export const numericIdValue = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(1, `${what} must be positive.`)
    .max(MAX_DB_ID, `${what} is too large.`);

/**
 * An HRIS id: trimmed, 1–50 characters, no control characters (a NUL byte is refused by
 * PostgreSQL's text type and would otherwise become a 500). Matched by its `identityKey`
 * (the generated, uniquely indexed `Employee.hrisIdKey` column), as at sign-in.
 */
export const hrisId = (what = "HRIS id") =>
  z
    .string({ error: `The ${what} is missing.` })
    .trim()
    .min(1, `The ${what} is missing.`)
    .max(50, `The ${what} is too long.`)
    .regex(/^[^\u0000-\u001f\u007f]+$/, `The ${what} contains characters that are not allowed.`);

/**
 * A reference to an employee by numeric id (a canonical number, as the spec's {employeeId} names
 * it) or by HRIS id (anything else, all-digit HRIS ids with a leading zero included).
 */
export const employeeRef = (what = "employee id") =>
  hrisId(what).transform((v): { id: number } | { hrisId: string } =>
    isNumericId(v) ? { id: Number(v) } : { hrisId: v },
  );

/** A whole number from a query string ("3"), within `min`…`max` (a page, a page size). */
export const wholeNumberParam = (label: string, min: number, max: number, tooBig: string) =>
  z
    .string({ error: `The ${label} must be a whole number.` })
    .trim()
    .regex(/^\d{1,7}$/, `The ${label} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min, `The ${label} must be at least ${min}.`)
    .refine((n) => n <= max, tooBig);

/** The `page` and `pageSize` of a paged list's query (the HR lists), both whole numbers with limits. */
export const pagingParams = (maxPage: number, maxPageSize: number, defaultPageSize: number) => ({
  page: wholeNumberParam("page", 1, maxPage, `The page must be at most ${maxPage}.`).default(1),
  pageSize: wholeNumberParam(
    "page size",
    1,
    maxPageSize,
    `The page size must be at most ${maxPageSize}.`,
  ).default(defaultPageSize),
});

/** The pages `count` rows fill (an empty list is one empty page). */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** The page a paged list answers: the one asked for, or the last one when that is past the end. */
export const pageWithin = (asked: number, count: number, pageSize: number) =>
  Math.min(asked, pageCount(count, pageSize));

/** Which page of how many, as a paged list's answer says (the HR lists). */
export type Pagination = { page: number; pageSize: number; totalPages: number; totalCount: number };

/** Parses a numeric id from a page's address; null when it is not one (the page shows not-found). */
export function parseNumericId(value: string): number | null {
  const trimmed = value.trim();
  return isNumericId(trimmed) ? Number(trimmed) : null;
}

/**
 * The reader's IANA time zone (the browser's), for the dates of a file made on the server; UTC
 * when not sent, or when this runtime does not know it. A browser that cannot tell its system's
 * zone says "Etc/Unknown", and one may know a zone newer than the server's data: the file is then
 * dated in UTC (and says so where it shows times), never refused for a zone nobody chose.
 */
export const timeZoneField = z
  .string({ error: "The time zone must be text." })
  .max(64, "The time zone must be at most 64 characters.")
  .transform((zone) => canonicalTimeZone(zone) ?? "UTC")
  .default("UTC");

/** `?timeZone=` of a file download: its name's date is the reader's day. */
export const fileDownloadQuery = z.object({ timeZone: timeZoneField });
