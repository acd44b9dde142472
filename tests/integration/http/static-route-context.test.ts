import { NextRequest } from "next/server";
import { GET as session } from "@/app/api/session/route";
import { useTestDatabase } from "@/tests/helpers/test-db";

// `next start` calls a route without dynamic segments with no `params` in its context; the route
// wrapper must answer it (it once crashed on `ctx.params.catch`, a 500 on every such call).

useTestDatabase();

it("answers a route called without params, as next start calls static routes", async () => {
  const res = await session(new NextRequest("http://localhost/api/session"), {} as never);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ session: null });
});
