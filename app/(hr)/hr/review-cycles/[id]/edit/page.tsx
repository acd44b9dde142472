import { notFound } from "next/navigation";
import { EditCycle } from "@/components/review-cycles/edit-cycle";
import { parseNumericId } from "@/lib/shared/schemas/params";

export const metadata = { title: "Edit Review Cycle — HR Admin Dashboard" };

// The HR layout has already checked the session; the form patches /api/hr/review-cycles/{id} (HR only).
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseNumericId((await params).id);
  if (id === null) notFound();
  return <EditCycle cycleId={id} />;
}
