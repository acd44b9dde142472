import type { NextConfig } from "next";
import { ACCEPTS_GZIP, GZIPPED_ANSWER_SOURCES } from "./lib/shared/gzipped-answers";

/**
 * The headers every answer carries, pages and API calls alike. The per-page ones (the CSP with its
 * nonce, HSTS) are lib/server/http/security-headers.ts's, set by the proxy.
 */
const STATIC_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

const nextConfig: NextConfig = {
  // Lets several dev servers share one checkout (each with its own build folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its wasm via new URL(..., import.meta.url), which bundling breaks: keep it external.
  // exceljs too: its zip dependencies call the deprecated Buffer(), and Node prints DEP0005 for such
  // a call only from outside node_modules, i.e. when bundled into .next/server.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "bcryptjs",
    "nodemailer",
    "exceljs",
  ],
  poweredByHeader: false,
  // Next gzips pages and API answers alike (route handlers cannot set their own Content-Encoding:
  // Next drops it); a platform proxy in front may compress instead (ADR 0071). The large cached
  // lists are gzipped once by their handlers and labelled below (ADR 0079): Next leaves them be.
  compress: true,
  // One build, many starts: `npm run build` makes <distDir>/standalone (server.js with its traced
  // node_modules), which `npm run serve`, the Dockerfile and the Procfile all run. See docs/deploy.md.
  output: "standalone",
  outputFileTracingIncludes: {
    // Files read at run time that tracing cannot see. The standalone folder is one tree, so they land
    // beside server.js whichever route names them: readiness compares the applied migrations with
    // prisma/migrations; the release step (`npm run db:migrate`) runs from the artifact without tsx
    // or devDependencies; the bcrypt worker thread is found by its path.
    "/api/health/ready": [
      "./lib/server/passwords/hash-worker.mjs",
      "./prisma/schema.prisma",
      "./prisma/migrations/**/*",
      "./scripts/migrate.mjs",
      "./lib/server/db/data-dir-lock.mjs",
      "./node_modules/@prisma/schema-engine-wasm/**/*",
      "./node_modules/@prisma/driver-adapter-utils/**/*",
      "./node_modules/@prisma/debug/**/*",
      "./node_modules/@prisma/adapter-pg/**/*",
    ],
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(STATIC_HEADERS).map(([key, value]) => ({ key, value })),
      },
      // Their handlers send gzip bytes to a request that takes gzip (route() option `gzipped`).
      ...GZIPPED_ANSWER_SOURCES.map((source) => ({
        source,
        has: [{ type: "header" as const, key: "accept-encoding", value: ACCEPTS_GZIP }],
        headers: [{ key: "Content-Encoding", value: "gzip" }],
      })),
    ];
  },
};
export default nextConfig;
