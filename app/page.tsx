import { redirect } from "next/navigation";
import { connection } from "next/server";
import { HrShell } from "@/components/shell/hr-shell";
import { ManagerShell } from "@/components/shell/manager-shell";
import dynamic from "next/dynamic";
import { ManagerHome } from "@/components/manager/manager-home";
import { getPageSession } from "@/lib/server/auth/session";

// HR's Password Management is its own chunk: a manager's home never downloads it.
const PasswordManagement = dynamic(() =>
  import("@/components/hr/password-management").then((m) => m.PasswordManagement),
);

// "/" is the manager home for a manager and Password Management for HR (spec 1 §2).
export default async function HomePage() {
  await connection();
  const session = await getPageSession();
  if (!session) redirect("/login");
  if (session.kind === "manager" && session.mustChangePassword) redirect("/change-password");
  if (session.kind === "hr") {
    return (
      <HrShell session={session}>
        <PasswordManagement />
      </HrShell>
    );
  }
  return (
    <ManagerShell session={session}>
      <ManagerHome session={session} />
    </ManagerShell>
  );
}
