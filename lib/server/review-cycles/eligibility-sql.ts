import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { identityKey } from "@/lib/shared/identity-key";
import {
  eligibilityRulesSchema,
  NO_ELIGIBILITY_RULES,
  type EligibilityRules,
} from "@/lib/shared/schemas/review-cycle";

// The one statement that decides who a cycle reviews: every employee with the first reason that
// applies (ELIGIBILITY_REASONS' order). The preview pages and counts over it; the launch inserts
// its "included" and "excused" rows. One pass over Employee with two index joins (manager by
// hrisId, account by employeeId) and the cycle's excusals, so it costs the same at any page.

/** The stored rules; a cycle with none (or rules of an older shape) has none. */
export function readEligibilityRules(stored: unknown): EligibilityRules {
  const parsed = eligibilityRulesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : NO_ELIGIBILITY_RULES;
}

/**
 * SELECT of every employee: id, hrisId, name, department, startDate, managerId, managerHrisId,
 * managerName, excuse, reason. Use it as a subquery: `FROM (${classifiedEmployeesSql(…)}) c`.
 */
export function classifiedEmployeesSql(cycleId: number, rules: EligibilityRules): Prisma.Sql {
  const excluded = rules.excludeHrisIds.map(identityKey);
  const depIn = rules.departmentsIn;
  const depOut = rules.departmentsOut;
  const byRule = Prisma.sql`(
      e."hrisIdKey" = ANY(${excluded}::text[])
      OR (cardinality(${depIn}::text[]) > 0 AND (e."department" IS NULL OR NOT e."department" = ANY(${depIn}::text[])))
      OR e."department" = ANY(${depOut}::text[]))`;
  return Prisma.sql`
    SELECT e."id", e."hrisId", e."name", e."department", e."startDate",
      m."id" AS "managerId", m."hrisId" AS "managerHrisId", m."name" AS "managerName", x."reason" AS "excuse",
      CASE
        WHEN ${byRule} THEN 'excluded_by_rule'
        WHEN e."startDate" > ${rules.activeOn}::date OR e."endDate" < ${rules.activeOn}::date
          THEN 'not_active_on_date'
        WHEN e."startDate" > ${rules.hiredOnOrBefore}::date THEN 'hired_after_cutoff'
        WHEN m."id" IS NULL THEN 'no_manager'
        WHEN a."id" IS NULL AND x."employeeId" IS NULL THEN 'manager_without_account'
        WHEN a."id" IS NULL THEN 'excused'
        ELSE 'included'
      END AS "reason"
    FROM "Employee" e
    LEFT JOIN "Employee" m ON m."hrisId" = e."mgrId"
    LEFT JOIN "LoginAccount" a ON a."employeeId" = m."id"
    LEFT JOIN "ReviewCycleExcusal" x ON x."cycleId" = ${cycleId} AND x."employeeId" = e."id"`;
}
