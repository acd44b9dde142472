-- DropIndex
DROP INDEX "CustomCareerPath_sessionId_idx";

-- CreateIndex
CREATE UNIQUE INDEX "CustomCareerPath_sessionId_position_key" ON "CustomCareerPath"("sessionId", "position");
