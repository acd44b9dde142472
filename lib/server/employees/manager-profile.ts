import "server-only";
import { db } from "@/lib/server/db";

export type ManagerProfile = {
  id: number;
  hrisId: string;
  name: string;
  title: string;
  email: string | null;
  department: string | null;
  directReportCount: number;
};

/** The signed-in manager's own card (spec 2 §2): title defaults to 'Manager'. */
export async function getManagerProfile(employeeId: number): Promise<ManagerProfile | null> {
  const me = await db.employee.findUnique({
    where: { id: employeeId },
    select: {
      id: true,
      hrisId: true,
      name: true,
      email: true,
      department: true,
      title: { select: { name: true } },
      _count: { select: { reports: true } },
    },
  });
  if (!me) return null;
  return {
    id: me.id,
    hrisId: me.hrisId,
    name: me.name,
    title: me.title?.name ?? "Manager",
    email: me.email || null,
    department: me.department || null,
    directReportCount: me._count.reports,
  };
}
