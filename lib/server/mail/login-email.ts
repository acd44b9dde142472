import "server-only";
import { getEnv } from "@/lib/server/env";
import { passwordSignInOffText } from "@/lib/shared/sign-in-texts";

// The login email (sign-in URL, email, HRIS ID, password), plain text and HTML. Every value comes
// from the database; the recipient is passed as an address object and checked to be one plain address,
// and the display name loses line breaks, so nothing user-controlled can add a header or a recipient.

export type LoginEmailInput = {
  name: string;
  email: string;
  hrisId: string;
  password: string;
  /** The identity provider's name while HR has turned password sign-in off (issue 35). */
  passwordSignInOffFor?: string;
};

const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

export function isSendableAddress(email: string) {
  return email.length <= 254 && SINGLE_ADDRESS.test(email);
}

/** An address of the product as a person opens it from an email. */
export function appUrl(path: string) {
  const env = getEnv();
  const base = env.PUBLIC_URL ?? env.NEXTAUTH_URL ?? "http://localhost:3000";
  return `${base.replace(/\/+$/, "")}${path}`;
}

export function signInUrl() {
  return appUrl("/login");
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function buildLoginEmail(input: LoginEmailInput) {
  const url = signInUrl();
  const name = input.name.replace(/[\r\n\t]+/g, " ").trim();
  const off = input.passwordSignInOffFor ? passwordSignInOffText(input.passwordSignInOffFor) : null;
  const text = [
    `Hello ${name},`,
    "",
    "Your account for the Performance Review Process is ready.",
    "",
    ...(off ? [off, ""] : []),
    `Sign in at: ${url}`,
    `Email: ${input.email}`,
    `HRIS ID: ${input.hrisId}`,
    `Password: ${input.password}`,
    "",
    "You will be asked to choose a new password the first time you sign in. Do not share this password with anyone.",
  ].join("\n");
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#555">${label}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#111">
<p>Hello ${escapeHtml(name)},</p>
<p>Your account for the Performance Review Process is ready.</p>
${off ? `<p><strong>${escapeHtml(off)}</strong></p>\n` : ""}<table>${row("Sign in at", url)}${row("Email", input.email)}${row("HRIS ID", input.hrisId)}${row("Password", input.password)}</table>
<p><a href="${escapeHtml(url)}">Sign in</a></p>
<p>You will be asked to choose a new password the first time you sign in. Do not share this password with anyone.</p>
</body></html>`;
  return {
    from: getEnv().MAIL_FROM,
    to: { name, address: input.email },
    subject: "Your Performance Review Process sign-in details",
    text,
    html,
  };
}
