import { notFound } from "next/navigation";
import { CyclePage } from "@/components/review-cycles/cycle-page";
import { parseNumericId } from "@/lib/shared/schemas/params";

export const metadata = { title: "Review Cycle — HR Admin Dashboard" };

// The HR layout has already checked the session; the cycle comes from GET /api/hr/review-cycles/{id}.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseNumericId((await params).id);
  if (id === null) notFound();
  return <CyclePage cycleId={id} />;
}
