// The client side of the spec's protocol (spec 1 §7–8): credentials always, JSON only when there
// is a body, and a non-success answer becomes an Error "<status>: <body text or status text>".

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `message` field when the body is our JSON error shape, else the raw text. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.bodyText || undefined;
  }
}

export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    credentials: "include",
    headers: body !== undefined ? { "Content-Type": "application/json", ...init?.headers } : init?.headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** The message to put in a toast: the server's message, or the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
