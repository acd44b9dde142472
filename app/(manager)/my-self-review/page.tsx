import { SelfReviewForm } from "@/components/self-review/self-review-form";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { readSelfReview } from "@/lib/server/self-review/self-review-read";

export const metadata = { title: "My Self-Review — Performance Review" };

// The signed-in person's own self-review (issue 34 §1–3), read on the server; the layout has
// checked the session (an employee signs in as a manager, ADR 0065).
export default async function MySelfReviewPage() {
  const session = await requireManagerPage();
  const review = await readSelfReview({ id: session.employeeId, hrisId: session.hrisId, name: session.name });
  if (!review)
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">My self-review</h1>
        <p className="text-muted-foreground">
          No review cycle has been launched yet: there is no self-review to write.
        </p>
      </div>
    );
  return (
    <SelfReviewForm
      initial={review}
      endpoints={{ save: "/api/my-self-review", submit: "/api/my-self-review/submit" }}
      returnPath="/my-self-review"
    />
  );
}
