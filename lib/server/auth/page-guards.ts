import "server-only";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getPageSession, type HrSession, type ManagerSession } from "@/lib/server/auth/session";

// Pages check the session themselves: the proxy is a convenience, not a gate.

/**
 * A manager still holding a distributed password is kept on /change-password until they choose
 * their own (the change-password page itself passes `allowPendingPasswordChange`).
 */
export async function requireManagerPage(
  options: { allowPendingPasswordChange?: boolean } = {},
): Promise<ManagerSession> {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind !== "manager") redirect("/hr-dashboard");
  if (session.mustChangePassword && !options.allowPendingPasswordChange) redirect("/change-password");
  return session;
}

export async function requireHrPage(): Promise<HrSession> {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind !== "hr") redirect("/");
  return session;
}
