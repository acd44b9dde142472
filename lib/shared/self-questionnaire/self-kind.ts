// The manager self-questionnaire's client-safe half (lib/shared/assessment-kinds.ts): a page, and
// no place in the team status, the profile or the export.
import type { AssessmentKindInfo } from "@/lib/shared/assessment-kind-info";

export const selfKindInfo = {
  name: "self",
  page: {
    name: "Manager Self-Questionnaire",
    prefix: "/manager-self-questionnaire/",
    pattern: /^\/manager-self-questionnaire\/[^/]+$/,
  },
} satisfies AssessmentKindInfo;
