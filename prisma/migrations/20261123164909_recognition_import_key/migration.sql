-- AlterTable
ALTER TABLE "RecognitionSubmission" ADD COLUMN     "importKey" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "RecognitionSubmission_importKey_key" ON "RecognitionSubmission"("importKey");
