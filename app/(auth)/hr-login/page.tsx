import { HrLoginForm } from "@/components/auth/hr-login-form";
import { getEnv } from "@/lib/server/env";

export const metadata = { title: "Sign in — HR Administration" };

export default function HrLoginPage() {
  return <HrLoginForm supportEmail={getEnv().SUPPORT_EMAIL} />;
}
