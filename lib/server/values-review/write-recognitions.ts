import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { insertRows } from "@/lib/server/db/bulk-insert";

// The write half of npm run import:recognitions: validated rows in, a fixed number of statements
// per 10,000 rows out (no round trip per row), inside the caller's transaction.

export type RecognitionRow = {
  importKey: string;
  employeeId: number;
  scDetailId: number;
  dateSubmitted: Date;
  employeeName: string;
  employeeEmail: string;
  coreValueSubmitted: string;
  componentSubmitted: string | null;
  recognizer: string | null;
  recognizerEmail: string | null;
  recognitionText: string;
};

/** The stored columns of a recognition and their SQL types (the demo seed writes them too). */
export const RECOGNITION_COLUMNS = {
  employeeId: "int",
  scDetailId: "int",
  dateSubmitted: "timestamp(3)",
  employeeName: "text",
  employeeEmail: "text",
  coreValueSubmitted: "text",
  componentSubmitted: "text",
  recognizer: "text",
  recognizerEmail: "text",
  recognitionText: "text",
  lastModified: "timestamp(3)",
} as const;

/** Creates each recognition, or updates the one imported before under the same import key. */
export async function writeRecognitions(
  tx: Prisma.TransactionClient,
  rows: readonly RecognitionRow[],
): Promise<{ created: number; updated: number }> {
  const [{ existing }] = await tx.$queryRawUnsafe<{ existing: number }[]>(
    `SELECT count(*)::int AS existing FROM "RecognitionSubmission" WHERE "importKey" = ANY($1::text[])`,
    rows.map((r) => r.importKey),
  );
  // lastModified as Prisma's @updatedAt sets it: the client's clock, on create and on every update.
  const lastModified = new Date().toISOString();
  await insertRows(
    tx,
    "RecognitionSubmission",
    { importKey: "text", ...RECOGNITION_COLUMNS },
    rows.map((r) => ({ ...r, dateSubmitted: r.dateSubmitted.toISOString(), lastModified })),
    { upsertOn: ["importKey"] },
  );
  return { created: rows.length - existing, updated: existing };
}
