import "server-only";
import { z } from "zod";
import { weakSecretReason } from "@/lib/server/secret-strength";

// The one module that reads the app's settings from process.env (scripts read theirs through it
// too); only Next's own NEXT_PHASE / NEXT_RUNTIME markers are read where they matter.
// The embedded demo (no DATABASE_URL, or a pglite: URL) ships dev-only secrets so that
// `npm install && npm start` works with no .env; a real PostgreSQL deployment must set them.

/** The demo seed's passwords, printed in the README: public, so refused on a real database. */
export const PUBLIC_DEMO_PASSWORD = "demo-password";
export const PUBLIC_HR_ADMIN_PASSWORD = "hradmin-demo";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().optional(),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  PASSWORD_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "PASSWORD_ENCRYPTION_KEY must be 64 hex characters (32 bytes)")
    .optional(),
  DEMO_PASSWORD: z.string().min(8).max(72).default(PUBLIC_DEMO_PASSWORD),
  HR_ADMIN_USERNAME: z.string().min(1).max(100).default("hradmin"),
  HR_ADMIN_PASSWORD: z.string().min(8).max(72).default(PUBLIC_HR_ADMIN_PASSWORD),
  /** `npm run hr:create-admin` only, for automation: the new HR password (never on the command line). */
  HR_ADMIN_NEW_PASSWORD: z.string().optional(),
  SUPPORT_EMAIL: z.string().default("hr-support@example.com"),
  // Single sign-on through the company's OpenID Connect provider (issue 35, ADR 0082): on when the
  // issuer, client id and secret are all set. OIDC_ID_CLAIM names the claim matched to an employee:
  // "email" (only when the provider says email_verified) or a claim carrying the HRIS ID.
  OIDC_ISSUER: z.string().url("OIDC_ISSUER must be the issuer's URL").optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(60).default("your company account"),
  OIDC_ID_CLAIM: z.string().min(1).max(100).default("email"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Yardstick <no-reply@example.com>"),
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // Where HR's daily escalation digest goes (issue 33 §5, ADR 0085): one mailbox or list; unset: none is sent.
  HR_ESCALATION_EMAIL: z
    .string()
    .trim()
    .pipe(z.email("HR_ESCALATION_EMAIL must be one email address (a shared HR mailbox or list)"))
    .optional(),
  // The shared secret of POST /api/internal/tick (a platform scheduler wakes the reminders); unset: 404.
  TICK_SECRET: z.string().min(32, "TICK_SECRET must be at least 32 characters").optional(),
  REQUIRE_PASSWORD_CHANGE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  PUBLIC_URL: z.string().url().optional(),
  // How many proxies in front of the app append to X-Forwarded-For (0: none, trust the socket).
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS must be a whole number of proxies (0 when none)" })
    .int("TRUSTED_PROXY_HOPS must be a whole number of proxies (0 when none)")
    .min(0)
    .max(10)
    .default(0),
  // `npm run serve -- --demo` sets it: a PostgreSQL database may then get, and run with, the demo
  // org and its public credentials (a demo server); otherwise both are refused there.
  DEMO_MODE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SEED_EMPLOYEES: z.coerce.number().int().min(1).max(200_000).default(300),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Connections per instance: instances × DATABASE_POOL_SIZE must stay below the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /** Longest a single SQL statement may run (ms) before PostgreSQL cancels it. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
});

export type Env = z.infer<typeof schema> & {
  isEmbeddedDatabase: boolean;
  /** Secrets left to their demo values: allowed only on the embedded database. */
  missingSecrets: string[];
};

const DEMO_SECRET = "yardstick-embedded-demo-secret-not-for-production-use";
// Derived for the embedded demo only; production refuses to start without a real key.
const DEMO_ENCRYPTION_KEY = "5965617264737469636b2d64656d6f2d6b65792d6e6f742d666f722d70726f64";

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const isEmbeddedDatabase = !env.DATABASE_URL || env.DATABASE_URL.startsWith("pglite:");
  const missingSecrets = (["NEXTAUTH_SECRET", "PASSWORD_ENCRYPTION_KEY"] as const).filter((k) => !env[k]);
  const result: Env = {
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? DEMO_SECRET,
    PASSWORD_ENCRYPTION_KEY: env.PASSWORD_ENCRYPTION_KEY ?? DEMO_ENCRYPTION_KEY,
    isEmbeddedDatabase,
    missingSecrets,
  };
  if (env.NODE_ENV === "production") assertProductionSecrets(result);
  cached = result;
  return cached;
}

/** A real database needs real secrets: the demo ones are public, and a guessable one is no better. */
function assertProductionSecrets(env: Env) {
  if (env.isEmbeddedDatabase) return;
  const where = `Refusing to start against ${redactUrl(env.DATABASE_URL!)}`;
  if (env.missingSecrets.length) throw new Error(`${where}: set ${env.missingSecrets.join(" and ")}.`);
  const weak = (["NEXTAUTH_SECRET", "PASSWORD_ENCRYPTION_KEY"] as const).flatMap((key) => {
    const reason = weakSecretReason(env[key] ?? "");
    return reason ? [`${key} is too weak: ${reason}`] : [];
  });
  if (weak.length)
    throw new Error(`${where}: ${weak.join("; ")}. Generate one with \`openssl rand -hex 32\`.`);
}

/** For start-up scripts that run before `next start` (which runs with NODE_ENV=production). */
export function getProductionEnv(): Env {
  const env = getEnv();
  assertProductionSecrets(env);
  return env;
}

/** For tests that change the environment between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export function redactUrl(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
