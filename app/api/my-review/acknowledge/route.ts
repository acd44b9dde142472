import { route } from "@/lib/server/http/route";
import { acknowledgeMyReview } from "@/lib/server/review-share/my-review";
import { acknowledgeBody } from "@/lib/shared/schemas/review-share";

// POST /api/my-review/acknowledge – {comment?} "I have read it" on the latest shared version (append-only; 409 twice)
export const POST = route({ access: "manager", body: acknowledgeBody }, ({ session, body, ip }) =>
  acknowledgeMyReview(session, body, ip),
);
