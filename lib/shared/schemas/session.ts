import { z } from "zod";

// GET /api/session: who is signed in and when their session ends. `peek=1` reads it without
// renewing it, so the timeout warning's own check does not keep an unused session alive.
export const sessionQuerySchema = z.object({
  peek: z
    .enum(["0", "1", "false", "true"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
export type SessionQuery = z.infer<typeof sessionQuerySchema>;

export type SessionAnswer = {
  session: {
    kind: "manager" | "hr";
    id: number;
    hrisId: string | null;
    name: string;
    /** When the session ends if nothing uses it (ISO 8601); each use moves it on. */
    idleEndsAt: string;
    /** When it ends however much it is used, 8 hours after sign-in (ISO 8601). */
    endsAt: string;
  } | null;
};
