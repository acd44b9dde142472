import { redirect } from "next/navigation";
import { InvalidReviewParameters } from "@/components/performance-questionnaire/invalid-review-parameters";
import { PerformanceReviewScreen } from "@/components/performance-questionnaire/performance-review-screen";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { AppError } from "@/lib/server/errors";
import { resolveReviewPair, type ReviewPair } from "@/lib/server/performance-questionnaire/review-pair";
import { reviewPairParams } from "@/lib/shared/schemas/team";

export const metadata = { title: "Performance Questionnaire — Performance Review" };

type Props = { params: Promise<{ slug: string[] }> };

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

// /performance-review/{employeeHrisId}/{managerHrisId} – the manager's questionnaire about an
// employee (spec 2 §2). Another manager's address goes to /forbidden; anything else that names no
// such pair, an employee outside the hierarchy included, is 'Invalid performance review parameters.'
export default async function PerformanceReviewPage({ params }: Props) {
  const session = await requireManagerPage();
  const { slug } = await params;
  const ids =
    slug.length === 2
      ? reviewPairParams.safeParse({ employeeHrisId: decode(slug[0]), managerHrisId: decode(slug[1]) })
      : null;
  if (!ids?.success) return <InvalidReviewParameters />;

  let pair: ReviewPair;
  try {
    pair = await resolveReviewPair(session, ids.data);
  } catch (error) {
    if (error instanceof AppError && (error.status === 401 || error.status === 403)) redirect("/forbidden");
    if (error instanceof AppError && error.status === 404) return <InvalidReviewParameters />;
    throw error;
  }
  return <PerformanceReviewScreen employee={pair.employee} managerHrisId={pair.manager.hrisId} />;
}
