import Link from "next/link";
import { notFound } from "next/navigation";
import { SelfReviewForm } from "@/components/self-review/self-review-form";
import { findEmployeeByHrisId } from "@/lib/server/review-cycles/employee-by-hris-id";
import { readSelfReview } from "@/lib/server/self-review/self-review-read";
import { decodedSegment } from "@/lib/shared/routes";

export const metadata = { title: "Self-Review — HR Admin Dashboard" };

// HR fills in a self-review for someone on leave (issue 34 §9): the employee's own form, saved
// through HR's routes, shown afterwards as "completed by HR on <date>". The HR layout has checked
// the session; the routes check it again.
export default async function Page({ params }: { params: Promise<{ hrisId: string }> }) {
  const hrisId = decodedSegment((await params).hrisId);
  const employee = await findEmployeeByHrisId(hrisId);
  if (!employee) notFound();
  const review = await readSelfReview(employee);
  const back = `/hr/employee/${encodeURIComponent(employee.hrisId)}`;
  return (
    <div className="space-y-4">
      <Link href={back} className="text-sm underline underline-offset-2">
        Back to {employee.name}
      </Link>
      {review ? (
        <SelfReviewForm
          initial={review}
          endpoints={{
            save: `/api/hr/self-review/${encodeURIComponent(employee.hrisId)}`,
            submit: `/api/hr/self-review/${encodeURIComponent(employee.hrisId)}/submit`,
          }}
          returnPath={`${back}/self-review`}
          onBehalfOf={employee.name}
        />
      ) : (
        <p className="text-muted-foreground">
          No review cycle has been launched yet: there is no self-review to fill in.
        </p>
      )}
    </div>
  );
}
