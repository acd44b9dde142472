"use client";
import { apiJson } from "@/lib/client/api";
import { invalidate } from "@/lib/client/query-client";
import { CUSTOM_PATH_TYPE_ID } from "@/lib/shared/career-paths/texts";
import type { CustomPathRow, CustomPathWrite } from "@/lib/shared/career-paths/types";
import type { CustomPath } from "@/lib/shared/career-paths/format-path";

// The career path writes, as the dialogs make them (spec 2 §7). Each refreshes the employee's
// career path read (and HR's list counts) instead of reloading the page.

/** Whose paths: `id` is the employee's numeric id, which the create call names them by. */
export type PathSubject = { id: number; hrisId: string; name: string };
type PathInput = { titleIds: number[]; notes: string; verified: boolean };

function refresh(hrisId: string) {
  // (and the employee's activity, which lists every path change and verification)
  invalidate(["career-path", hrisId], ["hr", "career-paths"], ["audit-trail", hrisId]);
}

/** First dialog: POST /api/career-path/custom. */
export async function createPathInOneCall(subject: PathSubject, input: PathInput) {
  const result = await apiJson<CustomPathWrite>("POST", "/api/career-path/custom", {
    // The numeric id, never the HRIS id: the server reads a value of digits as the numeric id, so
    // an all-digit HRIS id ("3") would have named whoever has id 3.
    employeeId: subject.id,
    titleSequence: input.titleIds,
    pathId: String(CUSTOM_PATH_TYPE_ID),
    notes: input.notes,
    verified: input.verified,
  });
  refresh(subject.hrisId);
  return result;
}

/** First dialog: DELETE /api/career-path/custom/{id} (the whole path). */
export async function deletePath(subject: PathSubject, customCareerPathId: number) {
  try {
    await apiJson("DELETE", `/api/career-path/custom/${customCareerPathId}`);
  } finally {
    refresh(subject.hrisId); // also when another window got there first: show the path as it is
  }
}

/**
 * Builder dialog: one POST /api/custom-career-path per consecutive pair, one generated session
 * id. When a step fails, the steps already saved are deleted again so no half path stays; the
 * answer says whether any step had been saved.
 */
export async function createPathStepByStep(subject: PathSubject, input: PathInput) {
  const sessionId = crypto.randomUUID();
  const saved: number[] = [];
  try {
    for (let i = 0; i + 1 < input.titleIds.length; i++) {
      const row = await apiJson<CustomPathRow>("POST", "/api/custom-career-path", {
        titleId: String(input.titleIds[i]),
        nextTitleId: String(input.titleIds[i + 1]),
        pathId: String(CUSTOM_PATH_TYPE_ID),
        hrisId: subject.hrisId,
        companyId: "1",
        employee: subject.name,
        verified: input.verified ? "Yes" : "No",
        notes: input.notes,
        sessionId,
      });
      saved.push(row.customCareerPathId);
    }
  } catch (error) {
    // Last step first: each is then the end of the path, so none splits what is left.
    for (const id of saved.reverse())
      await apiJson("DELETE", `/api/custom-career-path/${id}`).catch(() => {});
    throw Object.assign(error as Error, { partlySaved: saved.length > 0 });
  } finally {
    refresh(subject.hrisId);
  }
  return { sessionId, customCareerPathIds: saved };
}

/** Builder dialog, editing: the old session's rows are replaced in one transaction (409 when stale). */
export async function replacePath(
  subject: PathSubject,
  path: { customCareerPathId: number; sessionId: string },
  input: PathInput,
) {
  try {
    return await apiJson<CustomPathWrite>("PUT", `/api/career-path/custom/${path.customCareerPathId}`, {
      sessionId: path.sessionId,
      titleSequence: input.titleIds,
      notes: input.notes,
      verified: input.verified,
    });
  } finally {
    // Also after a 409: the dialog behind then shows the path as another window left it.
    refresh(subject.hrisId);
  }
}

/** HR: PATCH /api/custom-career-path/{id}, with the path's titles as HR sees them. */
export async function setVerification(hrisId: string, path: CustomPath, isVerified: boolean) {
  try {
    await apiJson("PATCH", `/api/custom-career-path/${path.customCareerPathId}`, {
      isVerified,
      titleSequence: path.titles.map((t) => t.titleId),
    });
  } finally {
    refresh(hrisId);
  }
}
