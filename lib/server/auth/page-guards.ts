import "server-only";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getPageSession, type Session } from "@/lib/server/auth/session";

// Pages check the session themselves: the proxy is a convenience, not a gate.

export async function requireManagerPage(): Promise<Session> {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind !== "manager") redirect("/hr-dashboard");
  return session;
}

export async function requireHrPage(): Promise<Session> {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind !== "hr") redirect("/");
  return session;
}
