import { NextRequest } from "next/server";
import {
  encodeSessionToken,
  sessionCookieName,
  type HrClaims,
  type ManagerClaims,
  type SessionClaims,
} from "@/lib/server/auth/session-token";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export type CallOptions = {
  method?: string;
  params?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string | Uint8Array;
  cookie?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
};

/** Calls a route handler the way Next does, with a real Request and an optional session cookie. */
export async function callRoute(handler: Handler, path: string, options: CallOptions = {}) {
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  // What a browser sends with a call from the app's own pages (the route wrapper checks it).
  const headers = new Headers({
    origin: "http://localhost",
    "sec-fetch-site": "same-origin",
    ...options.headers,
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}

type Fresh = { ver?: number; authAt?: number; seenAt?: number };

export async function sessionCookie(
  claims: (Omit<ManagerClaims, "ver" | "authAt"> | Omit<HrClaims, "ver" | "authAt">) & Fresh,
) {
  const token = await encodeSessionToken({
    ver: 1,
    authAt: Math.floor(Date.now() / 1000),
    ...claims,
  } as SessionClaims);
  return `${sessionCookieName()}=${token}`;
}

export function managerCookie(e: { id: number; hrisId: string; name: string }, extra: Fresh = {}) {
  return sessionCookie({ kind: "manager", employeeId: e.id, hrisId: e.hrisId, name: e.name, ...extra });
}

export function hrCookie(hr: { id: number; username: string }, extra: Fresh = {}) {
  return sessionCookie({ kind: "hr", hrUserId: hr.id, name: hr.username, ...extra });
}

/** The session cookie value a response set, as a request cookie header. */
export function cookieFrom(res: { headers: Headers }) {
  const set = res.headers.get("set-cookie") ?? "";
  const first = set.split(";")[0];
  return first ?? "";
}
