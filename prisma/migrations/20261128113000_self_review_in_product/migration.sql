-- Issue 34: the employee's self-review in the product. The importer's rows and the product's are
-- one thing, told apart by their source; a submitted one keeps when it was submitted.
CREATE TYPE "SelfReviewSource" AS ENUM ('import', 'product', 'hr');

ALTER TABLE "EmployeeValuesReview"
  ADD COLUMN "source" "SelfReviewSource" NOT NULL DEFAULT 'import',
  ADD COLUMN "submittedAt" TIMESTAMP(3),
  ADD COLUMN "wentWell" VARCHAR(5000),
  ADD COLUMN "toImprove" VARCHAR(5000),
  ADD COLUMN "goals" VARCHAR(5000),
  ADD COLUMN "completedByHrUserId" INTEGER;

-- The imported self-reviews already submitted: submitted when they were last written.
UPDATE "EmployeeValuesReview" SET "submittedAt" = "updatedAt" WHERE NOT "isDraft";
