import { route } from "@/lib/server/http/route";
import { changeParticipant } from "@/lib/server/review-cycles/participants";
import { participantChangeBody, participantParams } from "@/lib/shared/schemas/review-cycle";

// PATCH /api/hr/review-cycles/{id}/participants/{hrisId} – a new reviewer ({reviewerHrisId}) or
// the participant leaves ({status: "Left", reason})
export const PATCH = route(
  { access: "hr", params: participantParams, body: participantChangeBody },
  ({ session, params, body, ip }) => changeParticipant(session, params.id, params.hrisId, body, ip),
);
