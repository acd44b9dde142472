import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several dev servers share one checkout (each with its own build folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite loads its wasm via new URL(..., import.meta.url), which bundling breaks: keep it external.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "bcryptjs", "nodemailer"],
  poweredByHeader: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};
export default nextConfig;
