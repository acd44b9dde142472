import { defineConfig } from "prisma/config";

// Prisma 7 reads connection URLs here, not in schema.prisma. Only `prisma generate` uses this file:
// migrations run through scripts/migrate.mjs (the WASM schema engine; see docs/decisions).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
