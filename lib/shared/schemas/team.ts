import { z } from "zod";
import { employeeRef, hrisId, numericId } from "@/lib/shared/schemas/params";

// Address parameters of the manager-workspace calls, built from the one id schemas (params.ts).

/** A manager reference: the manager's numeric id or HRIS id (spec 2 §7 uses both). */
const managerRef = hrisId("manager id");

export const teamListParams = z.object({ managerHrisId: hrisId() });
/** `view=lean`: the screens' variant of the list (only the fields shown, no departmentGroups). */
export const teamListQuerySchema = z.object({
  view: z.enum(["lean"], { message: 'view must be "lean" or absent.' }).optional(),
});
export const statusListParams = z.object({ managerId: managerRef });
export const statusOneParams = z.object({ managerId: managerRef, employeeId: employeeRef() });
export const employeeParams = z.object({ id: numericId("employee id") });
export const employeeByHrisParams = z.object({ hrisId: hrisId() });
export const employeeManagerParams = z.object({ employeeHrisId: hrisId() });
/** The performance questionnaire\'s address: the employee\'s and the manager\'s HRIS ids. */
export const reviewPairParams = z.object({
  employeeHrisId: hrisId("employee HRIS id"),
  managerHrisId: hrisId("manager HRIS id"),
});
