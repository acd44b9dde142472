import { ManagerHome } from "@/components/manager/manager-home";
import { MyReviewHomeCard } from "@/components/review-share/my-review-home-card";
import { requireManagerPage } from "@/lib/server/auth/page-guards";

export const metadata = { title: "My Team — Performance Review" };

export default async function EmployeesPage() {
  const session = await requireManagerPage();
  return <ManagerHome session={session} ownTasks={<MyReviewHomeCard />} />;
}
