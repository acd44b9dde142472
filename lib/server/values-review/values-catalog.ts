import "server-only";
import { db } from "@/lib/server/db/client";

// The six company values and their three subcomponents each (CompanyValue.id is the spec's
// scDetailId), in display order. One query.

export type CompanyValueRow = {
  id: number;
  name: string;
  description: string;
  subcomponents: { position: number; name: string; description: string }[];
};

export async function listCompanyValues(): Promise<CompanyValueRow[]> {
  return db.companyValue.findMany({
    select: {
      id: true,
      name: true,
      description: true,
      subcomponents: {
        select: { position: true, name: true, description: true },
        orderBy: { position: "asc" },
      },
    },
    orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
  });
}
