import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/server/env";

// The one mail transport, from SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). Without it the
// email service is "Not Configured" and nothing is sent.

export const EMAIL_NOT_CONFIGURED =
  "The email service is not configured. Ask the administrator to set SMTP_URL.";

let cached: { url: string; transport: Transporter } | undefined;

export function isMailConfigured() {
  return !!getEnv().SMTP_URL;
}

export function getMailTransport(): Transporter | null {
  const url = getEnv().SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    closeMailTransport();
    cached = { url, transport: nodemailer.createTransport(withDefaults(url)) };
  }
  return cached.transport;
}

/** Closes the pooled SMTP connections (SMTP_URL changed, or a test is done); the next send opens new ones. */
export function closeMailTransport() {
  cached?.transport.close();
  cached = undefined;
}

/**
 * Unless SMTP_URL sets its own (?connectionTimeout=…, ?pool=false): bounded waits, so a dead server
 * cannot hang a request, and a pooled transport, so 10,000 login emails reuse a few open SMTP
 * connections instead of a TCP + TLS + AUTH handshake each.
 */
function withDefaults(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // nodemailer reports what is wrong with it when sending
  }
  const defaults = {
    connectionTimeout: "10000",
    greetingTimeout: "10000",
    socketTimeout: "30000",
    pool: "true",
  };
  for (const [key, value] of Object.entries(defaults))
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

type MailError = { code?: string; responseCode?: number };

/** A failure worth retrying: anything but a permanent (5xx) refusal of the message. */
export function isTransientMailError(error: unknown) {
  const code = (error as MailError | null)?.responseCode;
  return !(typeof code === "number" && code >= 500);
}

/** What to tell HR about a failed send: no server internals, no message content. */
export function describeMailError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as MailError;
  if (code === "EAUTH") return "The mail server refused the sign-in (check SMTP_URL).";
  if (typeof responseCode === "number") return `The mail server refused the message (${responseCode}).`;
  if (code && ["ECONNECTION", "ESOCKET", "ETIMEDOUT", "ECONNREFUSED", "EDNS", "ECONNRESET"].includes(code)) {
    return "Could not reach the mail server.";
  }
  return "The email could not be sent.";
}
