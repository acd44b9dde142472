import { redirect } from "next/navigation";
import { ManagerLoginForm } from "@/components/auth/manager-login-form";
import { PasswordSignInOff } from "@/components/auth/password-sign-in-off";
import { SsoSignInButton } from "@/components/auth/sso-sign-in-button";
import { hasHrPageSession } from "@/lib/server/auth/session";
import { getPasswordSignInState } from "@/lib/server/auth/password-sign-in";
import { ssoConfig } from "@/lib/server/auth/sso/sso-config";
import { getEnv } from "@/lib/server/env";
import { safeReturnPath } from "@/lib/shared/routes";

export const metadata = { title: "Sign in — Performance Review Process" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[] }>;
}) {
  // A signed-in HR user reaches only the HR routes; any other falls back to the HR dashboard
  // (spec 1 §2). Checked here, not in the proxy: a cookie whose session has ended (read from the
  // database) still shows the sign-in form, so nobody is kept from signing in by a stale cookie.
  // With the database down the form shows as before (signing in then says why it cannot).
  if (await hasHrPageSession().catch(() => false)) redirect("/hr-dashboard");
  const { callbackUrl, error } = await searchParams;
  const returnTo = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  const supportEmail = getEnv().SUPPORT_EMAIL;
  const sso = ssoConfig();
  if (!sso) return <ManagerLoginForm supportEmail={supportEmail} returnTo={returnTo} />;
  // The server refuses a password sign-in while it is off; the screen only says so ahead of time.
  const { passwordSignIn } = await getPasswordSignInState().catch(() => ({ passwordSignIn: true }));
  return (
    <div className="flex w-full max-w-md flex-col gap-4">
      {/* next-auth comes back here with ?error= when the provider's flow did not complete */}
      {error && (
        <p role="status" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {`Sign-in with ${sso.name} did not complete. Please try again.`}
        </p>
      )}
      <SsoSignInButton providerName={sso.name} returnTo={returnTo} />
      {passwordSignIn ? (
        <ManagerLoginForm supportEmail={supportEmail} returnTo={returnTo} />
      ) : (
        <PasswordSignInOff providerName={sso.name} supportEmail={supportEmail} />
      )}
    </div>
  );
}
