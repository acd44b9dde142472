import { HrChangePasswordForm } from "@/components/auth/hr-change-password-form";
import { requireHrPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "Change password — HR Admin Dashboard" };

// An HR administrator changes their own password (POST /api/hr/change-password).
export default async function Page() {
  const session = await requireHrPage();
  return <HrChangePasswordForm name={session.name} />;
}
