-- The review cycle as data (docs/decisions/0075): status, time zone, period, phases, participants,
-- extensions and excusals. The current cycle (isCurrent, else the one named Jun-25, the rule the
-- application applied until now) becomes Active with its four phases open since its first
-- assessment and no due date; any other cycle was a past one and becomes Closed. No assessment row
-- is touched: every row keeps its cycleId.
-- CreateEnum
CREATE TYPE "ReviewCycleStatus" AS ENUM ('Draft', 'Active', 'Closed', 'Archived');

-- CreateEnum
CREATE TYPE "ReviewPhase" AS ENUM ('self', 'manager', 'sharing', 'acknowledgement');

-- CreateEnum
CREATE TYPE "ParticipantStatus" AS ENUM ('Active', 'Left');

-- AlterTable (isCurrent is dropped below, once the status has been derived from it)
ALTER TABLE "ReviewCycle"
ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "eligibility" JSONB,
ADD COLUMN     "lateJoinerDays" INTEGER NOT NULL DEFAULT 14,
ADD COLUMN     "launchedAt" TIMESTAMP(3),
ADD COLUMN     "periodEnd" DATE,
ADD COLUMN     "periodStart" DATE,
ADD COLUMN     "status" "ReviewCycleStatus" NOT NULL DEFAULT 'Draft',
ADD COLUMN     "timeZone" VARCHAR(64) NOT NULL DEFAULT 'UTC',
ALTER COLUMN "name" SET DATA TYPE VARCHAR(60);

-- CreateTable
CREATE TABLE "ReviewCyclePhase" (
    "cycleId" INTEGER NOT NULL,
    "phase" "ReviewPhase" NOT NULL,
    "opensAt" TIMESTAMP(3) NOT NULL,
    "dueAt" TIMESTAMP(3),
    "graceDays" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReviewCyclePhase_pkey" PRIMARY KEY ("cycleId","phase")
);

-- CreateTable
CREATE TABLE "ReviewCycleParticipant" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "reviewerAtLaunch" INTEGER,
    "includedBy" VARCHAR(20) NOT NULL,
    "status" "ParticipantStatus" NOT NULL DEFAULT 'Active',
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leftAt" TIMESTAMP(3),
    "leftReason" VARCHAR(500),
    "notSubmittedAt" TIMESTAMP(3),

    CONSTRAINT "ReviewCycleParticipant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewPhaseExtension" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "phase" "ReviewPhase" NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewPhaseExtension_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewCycleExcusal" (
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewCycleExcusal_pkey" PRIMARY KEY ("cycleId","employeeId")
);


-- CreateIndex
CREATE INDEX "ReviewCycleParticipant_cycleId_reviewerId_idx" ON "ReviewCycleParticipant"("cycleId", "reviewerId");

-- CreateIndex
CREATE INDEX "ReviewCycleParticipant_employeeId_idx" ON "ReviewCycleParticipant"("employeeId");

-- CreateIndex
CREATE INDEX "ReviewCycleParticipant_reviewerId_idx" ON "ReviewCycleParticipant"("reviewerId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewCycleParticipant_cycleId_employeeId_key" ON "ReviewCycleParticipant"("cycleId", "employeeId");

-- CreateIndex
CREATE INDEX "ReviewPhaseExtension_employeeId_idx" ON "ReviewPhaseExtension"("employeeId");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewPhaseExtension_cycleId_phase_employeeId_key" ON "ReviewPhaseExtension"("cycleId", "phase", "employeeId");

-- CreateIndex
CREATE INDEX "ReviewCycleExcusal_employeeId_idx" ON "ReviewCycleExcusal"("employeeId");

-- AddForeignKey
ALTER TABLE "ReviewCyclePhase" ADD CONSTRAINT "ReviewCyclePhase_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewCycleParticipant" ADD CONSTRAINT "ReviewCycleParticipant_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewCycleParticipant" ADD CONSTRAINT "ReviewCycleParticipant_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewCycleParticipant" ADD CONSTRAINT "ReviewCycleParticipant_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewPhaseExtension" ADD CONSTRAINT "ReviewPhaseExtension_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewPhaseExtension" ADD CONSTRAINT "ReviewPhaseExtension_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewCycleExcusal" ADD CONSTRAINT "ReviewCycleExcusal_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewCycleExcusal" ADD CONSTRAINT "ReviewCycleExcusal_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The current cycle: marked current, else the spec's default by name (one row at most).
WITH current_cycle AS (
  SELECT id FROM "ReviewCycle" WHERE "isCurrent" OR name = 'Jun-25'
  ORDER BY "isCurrent" DESC, id DESC LIMIT 1
),
first_row AS (
  SELECT min(at) AS at FROM (
    SELECT min("createdAt") AS at FROM "BehavioralEvaluation" WHERE "cycleId" IN (SELECT id FROM current_cycle)
    UNION ALL SELECT min("createdAt") FROM "ManagerValuesReview" WHERE "cycleId" IN (SELECT id FROM current_cycle)
    UNION ALL SELECT min("createdAt") FROM "EmployeeValuesReview" WHERE "cycleId" IN (SELECT id FROM current_cycle)
    UNION ALL SELECT min("createdAt") FROM "PerformanceQuestionnaire" WHERE "cycleId" IN (SELECT id FROM current_cycle)
    UNION ALL SELECT min("submittedAt") FROM "ManagerSelfQuestionnaire" WHERE "cycleId" IN (SELECT id FROM current_cycle)
  ) rows
),
activated AS (
  UPDATE "ReviewCycle" c
  SET status = 'Active', "launchedAt" = COALESCE((SELECT at FROM first_row), CURRENT_TIMESTAMP)
  WHERE c.id IN (SELECT id FROM current_cycle)
  RETURNING c.id, c."launchedAt"
)
INSERT INTO "ReviewCyclePhase" ("cycleId", phase, "opensAt", "dueAt", "graceDays")
SELECT a.id, p.phase, a."launchedAt", NULL, 0
FROM activated a
CROSS JOIN (VALUES ('self'::"ReviewPhase"), ('manager'), ('sharing'), ('acknowledgement')) AS p(phase);

-- Any other cycle was a past one.
UPDATE "ReviewCycle" SET status = 'Closed', "closedAt" = CURRENT_TIMESTAMP WHERE status = 'Draft';

-- At most one Active cycle (replaces "ReviewCycle_one_current"); Prisma cannot express it.
DROP INDEX "ReviewCycle_one_current";
ALTER TABLE "ReviewCycle" DROP COLUMN "isCurrent";
CREATE UNIQUE INDEX "ReviewCycle_one_active" ON "ReviewCycle" (status) WHERE status = 'Active';
