import { redirect } from "next/navigation";
import { SelfQuestionnaireScreen } from "@/components/self-questionnaire/self-questionnaire-screen";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { namesSignedInManager } from "@/lib/server/team/acting-manager";

export const metadata = { title: "Performance Review — Performance Review" };

type Props = { params: Promise<{ hrisId: string }> };

// /manager-self-questionnaire/{hrisId} – the signed-in manager's self-assessment (spec 2 §2). Only
// their own (HRIS id in any case, or employee id, as the calls accept it): another manager's goes
// to /forbidden (the calls refuse it too).
export default async function ManagerSelfQuestionnairePage({ params }: Props) {
  const session = await requireManagerPage();
  const { hrisId } = await params;
  let requested = "";
  try {
    requested = decodeURIComponent(hrisId);
  } catch {
    /* a malformed address is someone else's */
  }
  if (!session.hrisId || !namesSignedInManager(session, requested)) redirect("/forbidden");
  return <SelfQuestionnaireScreen hrisId={session.hrisId} />;
}
