import { ManagerLoginForm } from "@/components/auth/manager-login-form";
import { getEnv } from "@/lib/server/env";

export const metadata = { title: "Sign in — Performance Review Process" };

export default function LoginPage() {
  return <ManagerLoginForm supportEmail={getEnv().SUPPORT_EMAIL} />;
}
