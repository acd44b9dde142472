import { route } from "@/lib/server/http/route";
import { exportPasswordsCsv } from "@/lib/server/passwords/password-list";

// GET /api/hr/passwords-csv – employee-passwords-{date}.csv (audited; recent sign-in)
export const GET = route({ access: "hr-recent" }, async ({ session, ip }) => {
  const { fileName, csv } = await exportPasswordsCsv(session, ip);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
});
