"use client";
import { apiJson } from "@/lib/client/api";
import { CUSTOM_PATH_TYPE_ID } from "@/lib/shared/career-paths/texts";
import type { CustomPathRow, CustomPathWrite } from "@/lib/shared/career-paths/types";
import type { CustomPath } from "@/lib/shared/career-paths/format-path";

// The career path calls, as the dialogs make them (spec 2 §7). The dialogs run them through
// custom-path-mutations.ts, which refreshes the reads they change.

/** Whose paths: `id` is the employee's numeric id, which the create call names them by. */
export type PathSubject = { id: number; hrisId: string; name: string };
export type PathInput = { titleIds: number[]; notes: string; verified: boolean };

/** First dialog: POST /api/career-path/custom. */
export async function createPathInOneCall(subject: PathSubject, input: PathInput) {
  return await apiJson<CustomPathWrite>("POST", "/api/career-path/custom", {
    // The numeric id, never the HRIS id: the server reads a value of digits as the numeric id, so
    // an all-digit HRIS id ("3") would have named whoever has id 3.
    employeeId: subject.id,
    titleSequence: input.titleIds,
    pathId: String(CUSTOM_PATH_TYPE_ID),
    notes: input.notes,
    verified: input.verified,
  });
}

/** First dialog: DELETE /api/career-path/custom/{id} (the whole path). */
export async function deletePath(customCareerPathId: number) {
  await apiJson("DELETE", `/api/career-path/custom/${customCareerPathId}`);
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
  }
  return { sessionId, customCareerPathIds: saved };
}

/** Builder dialog, editing: the old session's rows are replaced in one transaction (409 when stale). */
export async function replacePath(path: { customCareerPathId: number; sessionId: string }, input: PathInput) {
  return await apiJson<CustomPathWrite>("PUT", `/api/career-path/custom/${path.customCareerPathId}`, {
    sessionId: path.sessionId,
    titleSequence: input.titleIds,
    notes: input.notes,
    verified: input.verified,
  });
}

/** HR: PATCH /api/custom-career-path/{id}, with the path's titles as HR sees them. */
export async function setVerification(path: CustomPath, isVerified: boolean) {
  await apiJson("PATCH", `/api/custom-career-path/${path.customCareerPathId}`, {
    isVerified,
    titleSequence: path.titles.map((t) => t.titleId),
  });
}
