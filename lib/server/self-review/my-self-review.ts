import "server-only";
import type { ManagerSession } from "@/lib/server/auth/session";
import { notFound } from "@/lib/server/errors";
import type { SelfReviewDto } from "@/lib/shared/schemas/self-review";
import { readSelfReview } from "./self-review-read";

export const NO_CYCLE = "No review cycle has been launched yet: there is no self-review to write.";

/** GET /api/my-self-review: the signed-in person's own self-review (404 before any cycle). */
export async function getMySelfReview(session: ManagerSession): Promise<SelfReviewDto> {
  const dto = await readSelfReview({ id: session.employeeId, hrisId: session.hrisId, name: session.name });
  if (!dto) throw notFound(NO_CYCLE);
  return dto;
}
