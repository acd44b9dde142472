import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { DemoEmployee } from "@/lib/server/demo/seed-assessments";

// A handful of feedback items in every status, type and priority, spread over the last six
// weeks, so the HR User Feedback dashboard, its filters and date ranges have something to show.
const ITEMS = [
  {
    type: "Feature",
    priority: "Medium",
    status: "Open",
    days: 0,
    title: "Export my team's scores to Excel",
    description: "It would help to download my team's completed evaluations for our calibration meeting.",
  },
  {
    type: "Questions",
    priority: "Low",
    status: "Open",
    days: 2,
    title: "How is the combined score calculated?",
    description:
      "Is the combined score the performance score plus the values score? The profile shows 8.6/10.",
  },
  {
    type: "Improvement",
    priority: "High",
    status: "InProgress",
    days: 5,
    title: "Scorecard is slow to save on hotel Wi-Fi",
    description: "Saving a draft took a long time while travelling; a clearer saving indicator would help.",
  },
  {
    type: "Admin",
    priority: "High",
    status: "Open",
    days: 9,
    title: "A report is missing from my team",
    description: "One of my direct reports moved teams last month but still appears under their old manager.",
  },
  {
    type: "Interviews",
    priority: "Medium",
    status: "Closed",
    days: 14,
    title: "Add interview feedback templates",
    description: "Could the tool hold structured interview feedback for new hires?",
  },
  {
    type: "Improvement",
    priority: "Low",
    status: "Closed",
    days: 21,
    title: "Remember the department filter",
    description: "The department filter resets every time I come back to the list.",
  },
  {
    type: "Feature",
    priority: "Medium",
    status: "InProgress",
    days: 33,
    title: "Career path suggestions",
    description: "Suggest the next titles on each employee's career path when I open their profile.",
  },
  {
    type: "Questions",
    priority: "Medium",
    status: "Closed",
    days: 42,
    title: "Who can see my self-assessment?",
    description: "Is my self-questionnaire visible to my own manager or only to HR?",
  },
] as const;

export async function seedFeedback(
  tx: Prisma.TransactionClient,
  employees: DemoEmployee[],
  now = new Date(),
) {
  const authors = employees.filter((_, i) => i % 7 === 1);
  const data = ITEMS.map((item, i) => {
    const author = i % 3 === 2 ? null : authors[i % Math.max(authors.length, 1)];
    const submittedAt = new Date(now.getTime() - item.days * 86_400_000 - i * 3_600_000);
    return {
      hrisId: author?.hrisId ?? null,
      userName: author?.name ?? "Guest User",
      feedbackType: item.type,
      title: item.title,
      description: item.description,
      priority: item.priority,
      status: item.status,
      location: author ? "Employee List" : "Manager Login",
      submittedAt,
    };
  });
  const { count } = await tx.feedback.createMany({ data });
  return count;
}
