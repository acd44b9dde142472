import "server-only";
import { fileDateStamp } from "@/lib/server/csv/csv-download";
import { toCsv } from "@/lib/server/csv/to-csv";
import { db } from "@/lib/server/db/client";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { HrActor } from "@/lib/server/auth/session";
import { tryDecryptPassword } from "@/lib/server/crypto/password-cipher";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

// The spec's full credentials list and the CSV: one query for every employee, every password
// decrypted, and an audit row naming everyone whose password was handed out. The Password
// Management table reads pages instead (password-page.ts).

export type CredentialsRaw = {
  hrisId: string;
  name: string;
  email: string;
  position: string | null;
  accountId: number | null;
  encryptedPassword: string | null;
  status: PasswordRow["status"];
  regenerated: boolean | null;
};

export const NOT_AVAILABLE = "Not Available";

/** One credentials row; the stored copy is decrypted only when `reveal` is set. */
export function toPasswordRow(r: CredentialsRaw, reveal: boolean): PasswordRow {
  return {
    hrisId: r.hrisId,
    name: r.name,
    position: r.position ?? NOT_AVAILABLE,
    email: r.email,
    password: reveal && r.accountId !== null ? tryDecryptPassword(r.encryptedPassword, r.accountId) : null,
    hasPassword: r.encryptedPassword !== null,
    status: r.status,
    updated: !!r.regenerated,
  };
}

/** Every employee with their decrypted password, in HRIS id order (the downloads' rows). */
export async function readPasswordRows(): Promise<PasswordRow[]> {
  const raw = await db.$queryRaw<CredentialsRaw[]>`
    SELECT e."hrisId", e."name", e."email", t."name" AS "position", a."id" AS "accountId",
      a."encryptedPassword", a."passwordStatus"::text AS "status", a."regenerated"
    FROM "Employee" e
    LEFT JOIN "Title" t ON t."id" = e."titleId"
    LEFT JOIN "LoginAccount" a ON a."employeeId" = e."id"
    ORDER BY e."hrisId"`;
  return raw.map((r) => toPasswordRow(r, true));
}

/** GET /api/hr/passwords: every employee with their distributable password (audited as a reveal). */
export async function listPasswords(actor: HrActor, ip: string): Promise<PasswordRow[]> {
  const rows = await readPasswordRows();
  await recordAudit({
    action: "passwords.reveal",
    actor,
    employeeIds: rows.filter((r) => r.password).map((r) => r.hrisId),
    detail: { rows: rows.length },
    ip,
  });
  return rows;
}

export const CSV_COLUMNS = ["HRIS ID", "Name", "Position", "Email", "Password", "Status"] as const;

/** One row of the downloads (CSV and .xlsx), in CSV_COLUMNS' order: all text. */
export function passwordCells(r: PasswordRow): string[] {
  return [r.hrisId, r.name, r.position, r.email, r.password ?? "", r.status ?? "Not Generated"];
}

/** The spec's CSV (spec 1 §9), through the one CSV writer (formula cells neutralised). */
export function passwordsCsv(rows: PasswordRow[]): string {
  return toCsv([...CSV_COLUMNS], rows.map(passwordCells));
}

export function csvFileName(now = new Date(), timeZone = "UTC") {
  return `employee-passwords-${fileDateStamp(now, timeZone)}.csv`;
}

/** GET /api/hr/passwords-csv: the same rows as a file (audited as a download). */
export async function exportPasswordsCsv(actor: HrActor, ip: string, timeZone = "UTC") {
  const rows = await readPasswordRows();
  await recordAudit({
    action: "passwords.csv",
    actor,
    employeeIds: rows.filter((r) => r.password).map((r) => r.hrisId),
    detail: { rows: rows.length },
    ip,
  });
  return { fileName: csvFileName(new Date(), timeZone), csv: passwordsCsv(rows) };
}
