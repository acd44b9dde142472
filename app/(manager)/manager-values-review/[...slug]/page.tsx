import { notFound, redirect } from "next/navigation";
import { ValuesReviewScreen } from "@/components/values-review/values-review-screen";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { AppError } from "@/lib/server/errors";
import { requireValuesReviewPair, type ValuesReviewPair } from "@/lib/server/values-review/values-subject";
import { valuesEmployeeParams } from "@/lib/shared/schemas/values-review";
import { hrisId } from "@/lib/shared/schemas/params";

export const metadata = { title: "Values Assessment — Performance Review" };

type Props = { params: Promise<{ slug: string[] }> };

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

// /manager-values-review/{employeeId}/{managerHrisId} and /manager-values-review/{employeeId} –
// the manager values assessment (spec 2 §2). Another manager's HRIS id goes to /forbidden; an
// unknown or malformed address, or an employee outside the hierarchy, is a 404.
export default async function ValuesReviewPage({ params }: Props) {
  const session = await requireManagerPage();
  const { slug } = await params;
  if (slug.length > 2) notFound();
  const employee = valuesEmployeeParams.safeParse({ employeeId: decode(slug[0]) });
  const manager = slug[1] === undefined ? null : hrisId("manager HRIS id").safeParse(decode(slug[1]));
  if (!employee.success || (manager && !manager.success)) notFound();

  let pair: ValuesReviewPair;
  try {
    pair = await requireValuesReviewPair(session, employee.data.employeeId, manager?.data);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) redirect("/forbidden");
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  return (
    <ValuesReviewScreen
      ids={{
        employeeId: pair.employee.id,
        employeeHrisId: pair.employee.hrisId,
        managerHrisId: pair.manager.hrisId,
      }}
    />
  );
}
