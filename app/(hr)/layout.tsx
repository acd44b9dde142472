import { HrShell } from "@/components/shell/hr-shell";
import { requireHrPage } from "@/lib/server/auth/page-guards";

export default async function HrLayout({ children }: { children: React.ReactNode }) {
  const session = await requireHrPage();
  return <HrShell session={session}>{children}</HrShell>;
}
