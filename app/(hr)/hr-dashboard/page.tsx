import { PasswordManagement } from "@/components/hr/password-management";

export const metadata = { title: "Password Management — HR Admin Dashboard" };

export default function HrDashboardPage() {
  return <PasswordManagement />;
}
