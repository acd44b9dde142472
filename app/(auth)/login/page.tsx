import { redirect } from "next/navigation";
import { ManagerLoginForm } from "@/components/auth/manager-login-form";
import { hasHrPageSession } from "@/lib/server/auth/session";
import { getEnv } from "@/lib/server/env";
import { safeReturnPath } from "@/lib/shared/routes";

export const metadata = { title: "Sign in — Performance Review Process" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  // A signed-in HR user reaches only the HR routes; any other falls back to the HR dashboard
  // (spec 1 §2). Checked here, not in the proxy: a cookie whose session has ended (read from the
  // database) still shows the sign-in form, so nobody is kept from signing in by a stale cookie.
  // With the database down the form shows as before (signing in then says why it cannot).
  if (await hasHrPageSession().catch(() => false)) redirect("/hr-dashboard");
  const { callbackUrl } = await searchParams;
  const returnTo = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  return <ManagerLoginForm supportEmail={getEnv().SUPPORT_EMAIL} returnTo={returnTo} />;
}
