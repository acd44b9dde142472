import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/server/env";
import { loginHr, loginManager } from "@/lib/server/auth/login";
import { hrLoginSchema, managerLoginSchema } from "@/lib/shared/schemas/auth";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions, type SessionClaims } from "@/lib/server/auth/session-token";
import { clientAddress } from "@/lib/server/http/client-address";

// next-auth's own endpoints (/api/auth/session, /api/auth/signout, the credentials callback)
// share the cookie, the secret and the login services with the spec's /api/auth/login and
// /api/hr/login, so both paths produce one and the same session.

function addressOf(req: { headers?: Record<string, unknown> } | undefined) {
  const h = new Headers();
  for (const [k, v] of Object.entries(req?.headers ?? {})) if (typeof v === "string") h.set(k, v);
  return clientAddress(h);
}

export function getAuthOptions(): NextAuthOptions {
  return {
    secret: getEnv().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
    providers: [
      CredentialsProvider({
        id: "manager",
        name: "Manager",
        credentials: { email: { label: "Email or HRIS ID" }, password: { label: "Manager Password", type: "password" } },
        async authorize(raw, req) {
          const parsed = managerLoginSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { claims } = await loginManager(parsed.data, addressOf(req)).catch(() => ({ claims: null }));
          return claims ? { ...claims, id: String(claims.id) } : null;
        },
      }),
      CredentialsProvider({
        id: "hr",
        name: "HR",
        credentials: { username: { label: "Username" }, password: { label: "Password", type: "password" } },
        async authorize(raw, req) {
          const parsed = hrLoginSchema.safeParse(raw);
          if (!parsed.success) return null;
          const { claims } = await loginHr(parsed.data, addressOf(req)).catch(() => ({ claims: null }));
          return claims ? { ...claims, id: String(claims.id) } : null;
        },
      }),
    ],
    callbacks: {
      // Claims come only from authorize(), never from update() or a request body.
      async jwt({ token, user, trigger }) {
        if (user && trigger === "signIn") {
          const c = user as unknown as Omit<SessionClaims, "id"> & { id: string };
          return { ...token, kind: c.kind, id: Number(c.id), hrisId: c.hrisId, name: c.name, ver: c.ver, authAt: c.authAt };
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { kind: token.kind, id: token.id, hrisId: token.hrisId ?? null, name: token.name } };
      },
    },
  };
}
