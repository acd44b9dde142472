-- AlterTable: the bulk password job that last wrote each account, so an interrupted job resumes
-- with exactly the employees it has not done yet (none skipped, none given two passwords).
ALTER TABLE "LoginAccount" ADD COLUMN "passwordJobId" INTEGER;
