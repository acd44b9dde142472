# Yardstick's container image, in the manner of Next.js's with-docker example: install, build,
# then a small runtime image holding only the standalone server, its static files, public/ and
# what the release step (`npm run db:migrate`) needs. See docs/deploy.md.
# tests/artifact/standalone-artifact.test.ts copies exactly what the runner stage copies and
# proves it works: keep the two in step.
FROM node:20-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1

# 1. Dependencies exactly as locked (postinstall generates the Prisma client from the schema).
FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund

# 2. Build: `npm run build` makes .next/standalone (server.js with its traced node_modules).
FROM base AS builder
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
COPY --from=deps /app/generated ./generated
RUN npm run build

# 3. Runtime: no source, no devDependencies, no tsx or TypeScript; a non-root user.
FROM base AS runner
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 nodejs && useradd --system --uid 1001 --gid nodejs yardstick
COPY --from=builder --chown=yardstick:nodejs /app/.next/standalone ./
COPY --from=builder --chown=yardstick:nodejs /app/.next/static ./.next/static
COPY --from=builder --chown=yardstick:nodejs /app/public ./public
USER yardstick
EXPOSE 3000
# Liveness only: a database outage makes /api/health/ready 503, and restarting the container
# would not help. Point the platform's traffic (readiness) check at /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The release step runs the same image: docker run … npm run db:migrate
# --expose-gc: bulk jobs (the HR export) ask for a collection between batches (ADR 0056).
CMD ["node", "--expose-gc", "server.js"]
