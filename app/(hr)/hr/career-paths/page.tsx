import { Suspense } from "react";
import { CareerPathManagement } from "@/components/career-paths/hr/career-path-management";

export const metadata = { title: "Career Path Management — HR Admin Dashboard" };

// The HR layout has already checked the session; the list comes from GET /api/hr/career-paths (HR only).
// Its search and page are read from the address (useSearchParams), hence the Suspense boundary.
export default function Page() {
  return (
    <Suspense>
      <CareerPathManagement />
    </Suspense>
  );
}
