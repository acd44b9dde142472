import { NotAvailableYet } from "@/components/team/not-available-yet";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "Performance Questionnaire — Performance Review" };

// Placeholder until this assessment screen ships: a plain page, never a crash or a broken link.
export default async function Page() {
  await requireManagerPage();
  return <NotAvailableYet title="Performance Questionnaire" />;
}
