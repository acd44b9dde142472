import { notFound, redirect } from "next/navigation";
import { EmployeeProfile } from "@/components/team/employee-profile";
import { EmployeeCycles } from "@/components/review-cycles/employee-cycles";
import { ReviewShareCard } from "@/components/review-share/review-share-card";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { checkProfileAccess } from "@/lib/server/employees/profile-access";

export const metadata = { title: "Employee Profile — Performance Review" };

// The profile is reached only when the server's hierarchy check allows it (spec 2 §2).
export default async function EmployeeProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireManagerPage();
  const access = await checkProfileAccess(session, (await params).id);
  if (access.result === "not-found") notFound();
  if (access.result === "forbidden") redirect("/forbidden");
  return (
    <div className="space-y-6">
      <EmployeeProfile
        employeeId={access.employeeId}
        manager={{ id: session.employeeId, hrisId: session.hrisId }}
      />
      <ReviewShareCard hrisId={access.hrisId} canShare />
      <EmployeeCycles employeeId={access.employeeId} />
    </div>
  );
}
