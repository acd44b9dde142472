import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { listPasswords } from "@/lib/server/passwords/password-list";
import { listPasswordPage } from "@/lib/server/passwords/password-page";
import { passwordPageQuerySchema } from "@/lib/shared/schemas/passwords";

// GET /api/hr/passwords – the credentials list (audited when passwords are decrypted; recent sign-in).
// Without a query: the spec's answer, every employee with the password decrypted. With `page`,
// `pageSize` or `search` (the Password Management table): one page searched in SQL, decrypted
// only with `reveal=1`.
export const GET = route(
  { access: "hr-recent", query: passwordPageQuerySchema },
  async ({ session, ip, query }) =>
    NextResponse.json(
      [query.page, query.pageSize, query.search].some((v) => v !== undefined)
        ? await listPasswordPage(session, ip, query)
        : { passwords: await listPasswords(session, ip) },
      { headers: { "Cache-Control": "no-store" } },
    ),
);
