-- AlterTable
ALTER TABLE "PerformanceQuestionnaire" ALTER COLUMN "powerbiSourceData" DROP NOT NULL,
ALTER COLUMN "powerbiSourceData" DROP DEFAULT,
ALTER COLUMN "powerbiDataIntegration" DROP NOT NULL,
ALTER COLUMN "powerbiDataIntegration" DROP DEFAULT,
ALTER COLUMN "powerbiReportCalculation" DROP NOT NULL,
ALTER COLUMN "powerbiReportCalculation" DROP DEFAULT,
ALTER COLUMN "powerbiDontKnow" DROP NOT NULL,
ALTER COLUMN "powerbiDontKnow" DROP DEFAULT;
