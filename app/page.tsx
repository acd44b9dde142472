import { redirect } from "next/navigation";
import { connection } from "next/server";
import { ManagerShell } from "@/components/shell/manager-shell";
import { ManagerHome } from "@/components/manager/manager-home";
import { CompletionOnDemand } from "@/components/completion/completion-on-demand";
import { MyReviewHomeCard } from "@/components/review-share/my-review-home-card";
import { MySelfReviewHomeCard } from "@/components/self-review/my-self-review-home-card";
import { findSelfReviewTask } from "@/lib/server/self-review/self-review-task";
import { getPageSession } from "@/lib/server/auth/session";

// "/" is the manager home for a manager and Password Management for HR (spec 1 §2). The proxy
// serves HR's from /hr-dashboard under this address, so this page (and its scripts) is the
// manager's alone; an HR session that reaches it anyway is sent there.
export default async function HomePage() {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind === "manager" && session.mustChangePassword) redirect("/change-password");
  if (session.kind === "hr") redirect("/hr-dashboard");
  const selfReview = await findSelfReviewTask(session.employeeId);
  return (
    <ManagerShell session={session}>
      <ManagerHome
        session={session}
        teamCompletion={<CompletionOnDemand cycle="active" hideWithoutCycle headingLevel={2} />}
        ownTasks={
          <div className="grid gap-4 md:grid-cols-2">
            {selfReview && <MySelfReviewHomeCard review={selfReview} />}
            <MyReviewHomeCard />
          </div>
        }
      />
    </ManagerShell>
  );
}
