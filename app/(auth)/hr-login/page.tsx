import { HrLoginForm } from "@/components/auth/hr-login-form";
import { getEnv } from "@/lib/server/env";
import { hrReturnPath } from "@/lib/shared/routes";

export const metadata = { title: "Sign in — HR Administration" };

export default async function HrLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  const returnTo = hrReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  return <HrLoginForm supportEmail={getEnv().SUPPORT_EMAIL} returnTo={returnTo} />;
}
