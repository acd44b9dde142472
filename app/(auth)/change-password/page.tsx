import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SessionWatcher } from "@/components/shell/session-watcher";
import { requireManagerPage } from "@/lib/server/auth/page-guards";
import { safeReturnPath } from "@/lib/shared/routes";

export const metadata = { title: "Choose a new password — Performance Review Process" };

// First sign-in with a distributed password: the manager chooses their own before going on, then
// goes on to the page they asked for before signing in (callbackUrl), if any.
export default async function ChangePasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const session = await requireManagerPage({ allowPendingPasswordChange: true });
  const { callbackUrl } = await searchParams;
  const returnTo = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  // Watched like every signed-in page: a manager who takes their time here is warned before the
  // session ends, and sent to sign in when it is ended in another tab.
  return (
    <>
      <SessionWatcher kind="manager" id={session.employeeId} />
      <ChangePasswordForm name={session.name} returnTo={returnTo} />
    </>
  );
}
