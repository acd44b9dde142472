import { IndirectReports } from "@/components/team/indirect-reports";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "Indirect Reports — Performance Review" };

export default async function IndirectReportsPage() {
  const session = await requireManagerPage();
  return <IndirectReports manager={{ id: session.employeeId, hrisId: session.hrisId, name: session.name }} />;
}
