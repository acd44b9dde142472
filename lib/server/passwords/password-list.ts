import "server-only";
import Papa from "papaparse";
import { db } from "@/lib/server/db";
import { recordAudit } from "@/lib/server/audit";
import type { Session } from "@/lib/server/auth/session";
import { tryDecryptPassword } from "@/lib/server/crypto/password-cipher";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

// The credentials table and its CSV: one query for every employee (10,000 rows decrypt in well under
// a second), and an audit row naming everyone whose password was handed out.

type Actor = Pick<Session, "kind" | "id" | "name">;
type Raw = {
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

async function readRows(): Promise<PasswordRow[]> {
  const raw = await db.$queryRaw<Raw[]>`
    SELECT e."hrisId", e."name", e."email", t."name" AS "position", a."id" AS "accountId",
      a."encryptedPassword", a."passwordStatus"::text AS "status", a."regenerated"
    FROM "Employee" e
    LEFT JOIN "Title" t ON t."id" = e."titleId"
    LEFT JOIN "LoginAccount" a ON a."employeeId" = e."id"
    ORDER BY e."hrisId"`;
  return raw.map((r) => ({
    hrisId: r.hrisId,
    name: r.name,
    position: r.position ?? NOT_AVAILABLE,
    email: r.email,
    password: r.accountId === null ? null : tryDecryptPassword(r.encryptedPassword, r.accountId),
    status: r.status,
    updated: !!r.regenerated,
  }));
}

/** GET /api/hr/passwords: every employee with their distributable password (audited as a reveal). */
export async function listPasswords(actor: Actor, ip: string): Promise<PasswordRow[]> {
  const rows = await readRows();
  await recordAudit({
    action: "passwords.reveal",
    actor,
    employeeIds: rows.filter((r) => r.password).map((r) => r.hrisId),
    detail: { rows: rows.length },
    ip,
  });
  return rows;
}

/** A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with a quote. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const CSV_COLUMNS = ["HRIS ID", "Name", "Position", "Email", "Password", "Status"] as const;

export function passwordsCsv(rows: PasswordRow[]): string {
  const data = rows.map((r) =>
    [r.hrisId, r.name, r.position, r.email, r.password ?? "", r.status ?? "Not Generated"].map(
      neutraliseCell,
    ),
  );
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { quotes: false, newline: "\r\n" });
}

export function csvFileName(now = new Date()) {
  return `employee-passwords-${now.toISOString().slice(0, 10)}.csv`;
}

/** GET /api/hr/passwords-csv: the same rows as a file (audited as a download). */
export async function exportPasswordsCsv(actor: Actor, ip: string) {
  const rows = await readRows();
  await recordAudit({
    action: "passwords.csv",
    actor,
    employeeIds: rows.filter((r) => r.password).map((r) => r.hrisId),
    detail: { rows: rows.length },
    ip,
  });
  return { fileName: csvFileName(), csv: passwordsCsv(rows) };
}
