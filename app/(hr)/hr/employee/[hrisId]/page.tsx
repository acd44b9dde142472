import { HrEmployeeCareerPaths } from "@/components/career-paths/hr/hr-employee-career-paths";
import { EmployeeActivity } from "@/components/hr/audit-trail/employee-activity";
import { EmployeeCycles } from "@/components/review-cycles/employee-cycles";
import { findEmployeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { ReviewShareCard } from "@/components/review-share/review-share-card";
import { HrSelfReviewCard } from "@/components/self-review/hr-self-review-card";
import { readSelfReview } from "@/lib/server/self-review/self-review-read";
import { findActiveCycle } from "@/lib/server/review-cycles/active-cycle";
import { phaseStanding } from "@/lib/server/review-cycles/phase-excusals";
import { decodedSegment } from "@/lib/shared/routes";

export const metadata = { title: "Career Paths — HR Admin Dashboard" };

// The HR layout has already checked the session; GET /api/career-path/{hrisId} answers HR for anyone,
// GET /api/hr/audit-trail/{hrisId} HR only, GET /api/employee/{id}/review-cycles HR and the managers above.
export default async function Page({ params }: { params: Promise<{ hrisId: string }> }) {
  const hrisId = decodedSegment((await params).hrisId);
  const employee = await findEmployeeByHrisId(hrisId);
  const [selfReview, active] = employee
    ? await Promise.all([readSelfReview(employee), findActiveCycle()])
    : [null, null];
  const standing = employee && active ? await phaseStanding(active.id, employee.id, "self") : null;
  return (
    <div className="space-y-8">
      <HrEmployeeCareerPaths hrisId={hrisId} />
      {employee && <EmployeeCycles employeeId={employee.id} />}
      {selfReview && (
        <HrSelfReviewCard
          review={selfReview}
          excusal={
            active && standing?.takesPart && active.name === selfReview.cycleName
              ? { cycleId: active.id, because: standing.excusedBecause }
              : null
          }
        />
      )}
      <ReviewShareCard hrisId={hrisId} canShare />
      <EmployeeActivity hrisId={hrisId} />
    </div>
  );
}
