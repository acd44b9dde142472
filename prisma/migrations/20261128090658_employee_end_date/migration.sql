-- AlterTable
ALTER TABLE "Employee" ADD COLUMN     "endDate" DATE;
