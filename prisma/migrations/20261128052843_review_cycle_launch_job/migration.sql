-- AlterEnum
ALTER TYPE "PasswordJobKind" ADD VALUE 'LaunchCycle';

-- AlterTable
ALTER TABLE "PasswordJob" ADD COLUMN     "cycleId" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "PasswordJob_cycleId_key" ON "PasswordJob"("cycleId");

-- AddForeignKey
ALTER TABLE "PasswordJob" ADD CONSTRAINT "PasswordJob_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One password job at a time, as before; a cycle launch (cycleId set) is not a password job and
-- neither waits for one nor blocks one (docs/decisions/0077).
DROP INDEX "PasswordJob_one_active";
CREATE UNIQUE INDEX "PasswordJob_one_active" ON "PasswordJob" ((true)) WHERE "status" IN ('Pending', 'Running') AND "cycleId" IS NULL;
