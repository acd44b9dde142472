import { ManagerLoginForm } from "@/components/auth/manager-login-form";
import { getEnv } from "@/lib/server/env";
import { safeReturnPath } from "@/lib/shared/routes";

export const metadata = { title: "Sign in — Performance Review Process" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  const returnTo = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  return <ManagerLoginForm supportEmail={getEnv().SUPPORT_EMAIL} returnTo={returnTo} />;
}
