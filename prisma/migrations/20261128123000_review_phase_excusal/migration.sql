-- Issue 34 §9: HR excuses one person from one phase of a running cycle (out of its counts).
CREATE TABLE "ReviewPhaseExcusal" (
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "phase" "ReviewPhase" NOT NULL,
    "reason" VARCHAR(500) NOT NULL,
    "byHrUserId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewPhaseExcusal_pkey" PRIMARY KEY ("cycleId","employeeId","phase")
);

-- CreateIndex
CREATE INDEX "ReviewPhaseExcusal_employeeId_idx" ON "ReviewPhaseExcusal"("employeeId");

-- AddForeignKey
ALTER TABLE "ReviewPhaseExcusal" ADD CONSTRAINT "ReviewPhaseExcusal_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewPhaseExcusal" ADD CONSTRAINT "ReviewPhaseExcusal_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
