-- AlterEnum
ALTER TYPE "OutboxStatus" ADD VALUE 'Skipped';

-- AlterTable
ALTER TABLE "EmailOutbox" ADD COLUMN     "kind" VARCHAR(20) NOT NULL DEFAULT 'login',
ADD COLUMN     "payload" JSONB;

-- AlterTable
ALTER TABLE "ReviewCycle" ADD COLUMN     "reminders" JSONB;

-- CreateTable
CREATE TABLE "ReminderPlannerRun" (
    "id" SERIAL NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "enqueued" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReminderPlannerRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReminderPlannerRun_startedAt_idx" ON "ReminderPlannerRun"("startedAt" DESC);

-- CreateIndex
CREATE INDEX "EmailOutbox_kind_employeeId_idx" ON "EmailOutbox"("kind", "employeeId");
