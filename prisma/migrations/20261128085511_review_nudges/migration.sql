-- CreateTable
CREATE TABLE "ReviewNudge" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "phase" "ReviewPhase" NOT NULL,
    "nudgedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byKind" VARCHAR(20) NOT NULL,
    "byId" INTEGER NOT NULL,
    "byName" VARCHAR(100) NOT NULL,
    "message" VARCHAR(1000),

    CONSTRAINT "ReviewNudge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewNudge_cycleId_employeeId_phase_nudgedAt_idx" ON "ReviewNudge"("cycleId", "employeeId", "phase", "nudgedAt" DESC);

-- AddForeignKey
ALTER TABLE "ReviewNudge" ADD CONSTRAINT "ReviewNudge_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewNudge" ADD CONSTRAINT "ReviewNudge_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
