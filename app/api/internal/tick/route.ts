import { route } from "@/lib/server/http/route";
import { runTick } from "@/lib/server/reminders/tick";

// POST /api/internal/tick – Authorization: Bearer <TICK_SECRET>; runs the reminder planner and a
// drain of the email outbox (docs/deploy.md). 404 when TICK_SECRET is unset, 401 without it.
export const POST = route({ access: "public", bearerSecret: true }, async ({ req }) =>
  runTick(req.headers.get("authorization")),
);
