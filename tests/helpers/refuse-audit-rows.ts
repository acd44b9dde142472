import type { PrismaClient } from "@/generated/prisma/client";

/**
 * Makes the audit table refuse rows of one action, as a database failing at that write would;
 * `allowAuditRows` takes the refusal away again. Real statements on the real engine: the caller's
 * transaction either rolls back with the failed row or never held one.
 */
export async function refuseAuditRows(db: PrismaClient, action: string) {
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION refuse_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW."action" = '${action.replace(/'/g, "''")}' THEN RAISE EXCEPTION 'audit write failed'; END IF;
      RETURN NEW;
    END $$`);
  await allowAuditRows(db);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER refuse_audit_row BEFORE INSERT ON "AuditEvent" FOR EACH ROW EXECUTE FUNCTION refuse_audit_row()`,
  );
}

export async function allowAuditRows(db: PrismaClient) {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_audit_row ON "AuditEvent"`);
}
