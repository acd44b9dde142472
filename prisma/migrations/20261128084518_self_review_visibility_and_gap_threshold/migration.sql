-- CreateEnum
CREATE TYPE "SelfReviewVisibility" AS ENUM ('whileWriting', 'afterManagerSubmits', 'atSharing');

-- AlterTable
ALTER TABLE "ReviewCycle" ADD COLUMN     "gapThreshold" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "selfReviewVisibility" "SelfReviewVisibility" NOT NULL DEFAULT 'whileWriting';
