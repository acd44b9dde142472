-- AlterTable
ALTER TABLE "ReviewCycle" ADD COLUMN     "scale" VARCHAR(40) NOT NULL DEFAULT 'catalogue-1-5';
