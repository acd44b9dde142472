import { HrEmployeeCareerPaths } from "@/components/hr/career-paths/hr-employee-career-paths";

export const metadata = { title: "Career Paths — HR Admin Dashboard" };

// The HR layout has already checked the session; GET /api/career-path/{hrisId} answers HR for anyone.
export default async function Page({ params }: { params: Promise<{ hrisId: string }> }) {
  return <HrEmployeeCareerPaths hrisId={decodeURIComponent((await params).hrisId)} />;
}
