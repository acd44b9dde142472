import { notFound, redirect } from "next/navigation";
import { ScorecardScreen } from "@/components/behavioral/scorecard-screen";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { AppError } from "@/lib/server/errors";
import { parseNumericId } from "@/lib/shared/schemas/params";
import { getScorecardSubject, type ScorecardSubject } from "@/lib/server/behavioral/scorecard-subject";

export const metadata = { title: "Behavioral Evaluation — Performance Review" };

type Props = {
  params: Promise<{ employeeId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /scorecard/{employeeId}[?evaluationId=] – the behavioral competency evaluation (spec 2 §2).
export default async function ScorecardPage({ params, searchParams }: Props) {
  const session = await requireManagerPage();
  const { employeeId } = await params;
  const query = await searchParams;
  const id = parseNumericId(employeeId);
  if (id === null) notFound();

  let subject: ScorecardSubject;
  try {
    subject = await getScorecardSubject(session, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) redirect("/forbidden");
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }

  const evaluationId =
    typeof query.evaluationId === "string" && query.evaluationId !== "" ? query.evaluationId : null;
  // An evaluation already exists for this cycle: open it, never a second blank form over it.
  if (evaluationId === null && subject.currentEvaluationId !== null) {
    redirect(`/scorecard/${id}?evaluationId=${subject.currentEvaluationId}`);
  }
  return (
    <ScorecardScreen
      employee={subject.employee}
      manager={{ id: session.employeeId, hrisId: session.hrisId }}
      evaluationId={evaluationId}
    />
  );
}
