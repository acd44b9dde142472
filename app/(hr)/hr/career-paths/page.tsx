import { CareerPathManagement } from "@/components/hr/career-paths/career-path-management";

export const metadata = { title: "Career Path Management — HR Admin Dashboard" };

// The HR layout has already checked the session; the list comes from GET /api/hr/career-paths (HR only).
export default function Page() {
  return <CareerPathManagement />;
}
