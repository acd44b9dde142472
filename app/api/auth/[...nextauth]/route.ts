import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getAuthOptions } from "@/lib/server/auth/auth-options";

// GET|POST /api/auth/* – next-auth's own endpoints (session, csrf, signout, credentials callback)
async function handler(req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req, ctx, getAuthOptions());
}
export const GET = Object.assign(handler.bind(null), { access: "public" as const });
export const POST = Object.assign(handler.bind(null), { access: "public" as const });
