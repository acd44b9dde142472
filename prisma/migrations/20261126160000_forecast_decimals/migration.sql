-- Spec 2 §5: "The forecast is a number from 0 to 200 (percent)". It was stored as a whole number,
-- so a forecast of 87.5% was refused. Now up to 2 decimals; every stored value converts as it is,
-- and the 0-200 check constraint (init migration) still applies.

-- AlterTable
ALTER TABLE "PerformanceQuestionnaire" ALTER COLUMN "forecastedBonusAttainment" SET DATA TYPE DECIMAL(5,2);
