-- CreateTable
CREATE TABLE "LoginThrottle" (
    "key" VARCHAR(80) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "windowEndsAt" TIMESTAMP(3) NOT NULL,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "claim" VARCHAR(36) NOT NULL,
    "trustedUntil" TIMESTAMP(3),

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "LoginThrottle_windowEndsAt_idx" ON "LoginThrottle"("windowEndsAt");
