import { z } from "zod";

// Address parameters of the manager-workspace calls. Ids are checked here so a bad id is a 400
// with a clear message, never a database error.

export const hrisIdSchema = z
  .string()
  .trim()
  .min(1, "The HRIS id is missing.")
  .max(50, "The HRIS id is too long.");

/** A numeric employee id: digits only, within PostgreSQL's integer range. */
export const employeeIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, "The employee id must be a number.")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, "The employee id must be a positive number.");

/** A manager reference: the manager's numeric id or HRIS id (spec 2 §7 uses both). */
export const managerRefSchema = z
  .string()
  .trim()
  .min(1, "The manager id is missing.")
  .max(50, "The manager id is too long.");

/** An employee reference: numeric id (digits) or HRIS id. */
export const employeeRefSchema = z
  .string()
  .trim()
  .min(1, "The employee id is missing.")
  .max(50, "The employee id is too long.")
  .transform((v): { id: number } | { hrisId: string } =>
    /^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647 ? { id: Number(v) } : { hrisId: v },
  );

export const teamListParams = z.object({ managerHrisId: hrisIdSchema });
export const statusListParams = z.object({ managerId: managerRefSchema });
export const statusOneParams = z.object({ managerId: managerRefSchema, employeeId: employeeRefSchema });
export const employeeParams = z.object({ id: employeeIdSchema });
export const employeeByHrisParams = z.object({ hrisId: hrisIdSchema });
export const employeeManagerParams = z.object({ employeeHrisId: hrisIdSchema });
