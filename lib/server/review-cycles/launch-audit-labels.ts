import "server-only";

// What HR's Activity says for the eligibility, launch and participant actions (issue 32).
export const LAUNCH_ACTION_LABELS: Record<string, string> = {
  "review-cycle.eligibility": "changed the eligibility rules of a review cycle",
  "review-cycle.excuse": "excused a blocking problem before a review cycle's launch",
  "review-cycle.excuse.withdraw": "withdrew the excuse of a blocking problem",
  "review-cycle.launch": "launched a review cycle",
  "review-cycle.launch.done": "finished adding the participants of a launched review cycle",
  "review-cycle.participant.add": "added a late joiner to the review cycle",
  "review-cycle.participant.left": "marked the participant as left the review cycle",
  "review-cycle.participant.reviewer": "changed the participant's reviewer in the review cycle",
  "review-cycle.phase.extend": "extended a review phase for everyone",
  "review-cycle.phase.extend-person": "extended a review phase for this person",
};
