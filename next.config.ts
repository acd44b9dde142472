import type { NextConfig } from "next";
import { STATIC_HEADERS } from "./lib/server/http/static-headers";

const nextConfig: NextConfig = {
  // Lets several dev servers share one checkout (each with its own build folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its wasm via new URL(..., import.meta.url), which bundling breaks: keep it external.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "bcryptjs", "nodemailer"],
  poweredByHeader: false,
  // Compression happens in front of Next instead (lib/server/http/front-compression.ts, installed
  // from instrumentation.ts): Next's own drops a route's Content-Encoding, so the cached list
  // answers could not be sent as the brotli/gzip copies they keep (ADR 0020).
  compress: false,
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
      "./lib/server/data-dir-lock.mjs",
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
    ];
  },
};
export default nextConfig;
