import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "Choose a new password — Performance Review Process" };

// First sign-in with a distributed password: the manager chooses their own before going on.
export default async function ChangePasswordPage() {
  const session = await requireManagerPage({ allowPendingPasswordChange: true });
  return <ChangePasswordForm name={session.name} />;
}
