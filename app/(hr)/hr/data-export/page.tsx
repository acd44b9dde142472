import { Suspense } from "react";
import { DataExport } from "@/components/data-export/data-export";

export const metadata = { title: "Data Export — HR Admin Dashboard" };

// The HR layout has already checked the session; the rows come from GET /api/hr/completed-evaluations (HR only).
export default function Page() {
  return (
    <Suspense>
      <DataExport />
    </Suspense>
  );
}
