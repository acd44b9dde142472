import { HrEmployeeCareerPaths } from "@/components/career-paths/hr/hr-employee-career-paths";
import { EmployeeActivity } from "@/components/hr/audit-trail/employee-activity";
import { EmployeeCycles } from "@/components/review-cycles/employee-cycles";
import { findEmployeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { ReviewShareCard } from "@/components/review-share/review-share-card";

export const metadata = { title: "Career Paths — HR Admin Dashboard" };

// The HR layout has already checked the session; GET /api/career-path/{hrisId} answers HR for anyone,
// GET /api/hr/audit-trail/{hrisId} HR only, GET /api/employee/{id}/review-cycles HR and the managers above.
export default async function Page({ params }: { params: Promise<{ hrisId: string }> }) {
  const hrisId = decoded((await params).hrisId);
  const employee = await findEmployeeByHrisId(hrisId);
  return (
    <div className="space-y-8">
      <HrEmployeeCareerPaths hrisId={hrisId} />
      {employee && <EmployeeCycles employeeId={employee.id} />}
      <ReviewShareCard hrisId={hrisId} canShare />
      <EmployeeActivity hrisId={hrisId} />
    </div>
  );
}

/** A malformed escape (/hr/employee/%E0%A4) is the user's typo: the API then answers "not found". */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
