import { route } from "@/lib/server/http/route";
import { getPasswordStatus } from "@/lib/server/passwords/password-status";

// GET /api/hr/passwords-status – { hasGenerated, generatedAt, generatedBy, managerCount, totalPasswords, job }
export const GET = route({ access: "hr" }, async () => getPasswordStatus());
