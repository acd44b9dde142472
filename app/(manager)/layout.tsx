import { ManagerShell } from "@/components/shell/manager-shell";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export default async function ManagerLayout({ children }: { children: React.ReactNode }) {
  const session = await requireManagerPage();
  return <ManagerShell session={session}>{children}</ManagerShell>;
}
