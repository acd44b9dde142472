import { redirect } from "next/navigation";
import { SelfQuestionnaireScreen } from "@/components/self-questionnaire/self-questionnaire-screen";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "Performance Review — Performance Review" };

type Props = { params: Promise<{ hrisId: string }> };

// /manager-self-questionnaire/{hrisId} – the signed-in manager's self-assessment (spec 2 §2). Only
// their own HRIS id: another manager's goes to /forbidden (the calls refuse it too).
export default async function ManagerSelfQuestionnairePage({ params }: Props) {
  const session = await requireManagerPage();
  const { hrisId } = await params;
  let requested = "";
  try {
    requested = decodeURIComponent(hrisId).trim();
  } catch {
    /* a malformed address is someone else's */
  }
  if (!session.hrisId || requested !== session.hrisId) redirect("/forbidden");
  return <SelfQuestionnaireScreen hrisId={session.hrisId} />;
}
