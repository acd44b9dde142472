-- AlterTable
ALTER TABLE "EmailOutbox" ALTER COLUMN "employeeId" DROP NOT NULL;
