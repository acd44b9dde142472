-- CreateEnum
CREATE TYPE "TitleFamily" AS ENUM ('Management', 'IC', 'Alternative');

-- CreateEnum
CREATE TYPE "PasswordStatus" AS ENUM ('Original', 'Regenerated', 'Changed');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('Pending', 'Running', 'Completed', 'Failed');

-- CreateEnum
CREATE TYPE "PasswordJobKind" AS ENUM ('Generate', 'RegenerateAll');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('Pending', 'Sending', 'Sent', 'Failed');

-- CreateEnum
CREATE TYPE "FeedbackType" AS ENUM ('Questions', 'Interviews', 'Admin', 'Feature', 'Improvement');

-- CreateEnum
CREATE TYPE "FeedbackPriority" AS ENUM ('Low', 'Medium', 'High');

-- CreateEnum
CREATE TYPE "FeedbackStatus" AS ENUM ('Open', 'In Progress', 'Closed');

-- CreateTable
CREATE TABLE "Title" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "level" INTEGER NOT NULL,
    "family" "TitleFamily" NOT NULL,

    CONSTRAINT "Title_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employee" (
    "id" SERIAL NOT NULL,
    "hrisId" VARCHAR(50) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "titleId" INTEGER,
    "mappedTitle" VARCHAR(100),
    "oldTitle" VARCHAR(100),
    "department" VARCHAR(100),
    "engine" VARCHAR(100),
    "mgrId" VARCHAR(50),
    "startDate" DATE,
    "newHireLegacy" VARCHAR(50),
    "legacyCompany" VARCHAR(100),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PathType" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(50) NOT NULL,

    CONSTRAINT "PathType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CareerPath" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "pathTypeId" INTEGER NOT NULL,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedBy" VARCHAR(100),
    "verifiedAt" TIMESTAMP(3),

    CONSTRAINT "CareerPath_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CareerPathStep" (
    "id" SERIAL NOT NULL,
    "pathId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "titleId" INTEGER NOT NULL,

    CONSTRAINT "CareerPathStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CareerPathForm" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "standardPath" VARCHAR(500),
    "icPath" VARCHAR(500),
    "altPath" VARCHAR(500),
    "customPath" VARCHAR(500),
    "notes" VARCHAR(1000),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CareerPathForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomCareerPath" (
    "id" SERIAL NOT NULL,
    "sessionId" VARCHAR(100) NOT NULL,
    "companyId" VARCHAR(50) NOT NULL DEFAULT '1',
    "employeeId" INTEGER NOT NULL,
    "titleId" INTEGER NOT NULL,
    "nextTitleId" INTEGER NOT NULL,
    "pathId" INTEGER NOT NULL DEFAULT 4,
    "position" INTEGER NOT NULL DEFAULT 0,
    "notes" VARCHAR(1000),
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedBy" VARCHAR(100),
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomCareerPath_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competency" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" VARCHAR(1000) NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Competency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetencySubcomponent" (
    "id" SERIAL NOT NULL,
    "competencyId" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" VARCHAR(1000) NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CompetencySubcomponent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TitleCompetency" (
    "titleId" INTEGER NOT NULL,
    "competencyId" INTEGER NOT NULL,

    CONSTRAINT "TitleCompetency_pkey" PRIMARY KEY ("titleId","competencyId")
);

-- CreateTable
CREATE TABLE "CompanyValue" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" VARCHAR(1000) NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CompanyValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ValueSubcomponent" (
    "id" SERIAL NOT NULL,
    "valueId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" VARCHAR(1000) NOT NULL,

    CONSTRAINT "ValueSubcomponent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewCycle" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(20) NOT NULL,
    "isCurrent" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ReviewCycle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BehavioralEvaluation" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "managerId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "overallComments" VARCHAR(5000),
    "isDraft" BOOLEAN NOT NULL DEFAULT true,
    "totalAverage" DECIMAL(3,2),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),

    CONSTRAINT "BehavioralEvaluation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BehavioralCompetencyScore" (
    "id" SERIAL NOT NULL,
    "evaluationId" INTEGER NOT NULL,
    "competencyId" INTEGER NOT NULL,
    "notes" VARCHAR(2000),
    "overrideScore" DECIMAL(3,2),
    "average" DECIMAL(3,2),

    CONSTRAINT "BehavioralCompetencyScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BehavioralSubcomponentScore" (
    "id" SERIAL NOT NULL,
    "evaluationId" INTEGER NOT NULL,
    "competencyId" INTEGER NOT NULL,
    "subcomponentId" INTEGER NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "notes" VARCHAR(2000),

    CONSTRAINT "BehavioralSubcomponentScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ManagerValuesReview" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "managerId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "isDraft" BOOLEAN NOT NULL DEFAULT true,
    "overallNotes" VARCHAR(5000),
    "overallScore" DECIMAL(3,2),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),

    CONSTRAINT "ManagerValuesReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ManagerValuesCategoryScore" (
    "id" SERIAL NOT NULL,
    "reviewId" INTEGER NOT NULL,
    "valueId" INTEGER NOT NULL,
    "scCategoryId" INTEGER,
    "subcomp1Score" INTEGER NOT NULL DEFAULT 0,
    "subcomp2Score" INTEGER NOT NULL DEFAULT 0,
    "subcomp3Score" INTEGER NOT NULL DEFAULT 0,
    "overrideScore" DECIMAL(3,2),
    "categoryNotes" VARCHAR(2000),
    "valueNotes" VARCHAR(2000),
    "subcomp1Notes" VARCHAR(2000),
    "subcomp2Notes" VARCHAR(2000),
    "subcomp3Notes" VARCHAR(2000),

    CONSTRAINT "ManagerValuesCategoryScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeValuesReview" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "isDraft" BOOLEAN NOT NULL DEFAULT true,
    "overallNotes" VARCHAR(5000),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmployeeValuesReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeValuesCategoryScore" (
    "id" SERIAL NOT NULL,
    "reviewId" INTEGER NOT NULL,
    "valueId" INTEGER NOT NULL,
    "subcomp1Score" INTEGER NOT NULL DEFAULT 0,
    "subcomp2Score" INTEGER NOT NULL DEFAULT 0,
    "subcomp3Score" INTEGER NOT NULL DEFAULT 0,
    "overrideScore" DECIMAL(3,2),
    "valueNotes" VARCHAR(2000),
    "subcomp1Notes" VARCHAR(2000),
    "subcomp2Notes" VARCHAR(2000),
    "subcomp3Notes" VARCHAR(2000),

    CONSTRAINT "EmployeeValuesCategoryScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecognitionSubmission" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER,
    "scDetailId" INTEGER,
    "dateSubmitted" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModified" TIMESTAMP(3) NOT NULL,
    "employeeName" VARCHAR(100) NOT NULL,
    "employeeEmail" VARCHAR(255),
    "coreValueSubmitted" VARCHAR(100) NOT NULL,
    "componentSubmitted" VARCHAR(100),
    "recognizer" VARCHAR(100),
    "recognizerEmail" VARCHAR(255),
    "recognitionText" VARCHAR(5000) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecognitionSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PerformanceQuestionnaire" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "managerId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "prioritiesCommitments" BOOLEAN NOT NULL DEFAULT false,
    "pqs" BOOLEAN NOT NULL DEFAULT false,
    "alternateMethod" BOOLEAN NOT NULL DEFAULT false,
    "alternateMethodDetail" VARCHAR(500),
    "newHireOnboarding" BOOLEAN NOT NULL DEFAULT false,
    "other" BOOLEAN NOT NULL DEFAULT false,
    "otherDetail" VARCHAR(500),
    "overallPerformance" INTEGER,
    "comments" VARCHAR(1000),
    "reviewFrequency" VARCHAR(50),
    "powerbiReporting" VARCHAR(10),
    "powerbiSourceData" BOOLEAN NOT NULL DEFAULT false,
    "powerbiDataIntegration" BOOLEAN NOT NULL DEFAULT false,
    "powerbiReportCalculation" BOOLEAN NOT NULL DEFAULT false,
    "powerbiDontKnow" BOOLEAN NOT NULL DEFAULT false,
    "pqBonusClarity" VARCHAR(10),
    "pqBonusClarityOther" VARCHAR(500),
    "forecastedBonusAttainment" INTEGER,
    "pqTargets" VARCHAR(20),
    "isDraft" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "submittedAt" TIMESTAMP(3),

    CONSTRAINT "PerformanceQuestionnaire_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ManagerSelfQuestionnaire" (
    "id" SERIAL NOT NULL,
    "managerId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "prioritiesCommitments" BOOLEAN NOT NULL DEFAULT false,
    "pqs" BOOLEAN NOT NULL DEFAULT false,
    "alternateMethod" BOOLEAN NOT NULL DEFAULT false,
    "alternateMethodDetail" VARCHAR(500),
    "newHireOnboarding" BOOLEAN NOT NULL DEFAULT false,
    "other" BOOLEAN NOT NULL DEFAULT false,
    "otherDetail" VARCHAR(500),
    "overallPerformance" VARCHAR(100) NOT NULL,
    "reviewFrequency" VARCHAR(50) NOT NULL,
    "pqClarity" VARCHAR(200) NOT NULL,
    "pqClarityOther" VARCHAR(500),
    "pqDataIssues" VARCHAR(200) NOT NULL,
    "pqDataIssuesOther" VARCHAR(500),
    "comments" VARCHAR(1000),
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ManagerSelfQuestionnaire_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginAccount" (
    "id" SERIAL NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "passwordHash" VARCHAR(72) NOT NULL,
    "role" VARCHAR(20) NOT NULL DEFAULT 'employee',
    "encryptedPassword" TEXT,
    "passwordStatus" "PasswordStatus" NOT NULL DEFAULT 'Original',
    "regenerated" BOOLEAN NOT NULL DEFAULT false,
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "sessionVersion" INTEGER NOT NULL DEFAULT 1,
    "passwordChangedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LoginAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HrUser" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(100) NOT NULL,
    "passwordHash" VARCHAR(72) NOT NULL,
    "sessionVersion" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HrUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordGeneration" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "generated" BOOLEAN NOT NULL DEFAULT false,
    "generatedBy" INTEGER NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "managerCount" INTEGER NOT NULL DEFAULT 0,
    "jobId" INTEGER NOT NULL,

    CONSTRAINT "PasswordGeneration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordJob" (
    "id" SERIAL NOT NULL,
    "kind" "PasswordJobKind" NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'Pending',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "createdBy" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "heartbeatAt" TIMESTAMP(3),
    "lockedBy" VARCHAR(100),
    "error" VARCHAR(1000),

    CONSTRAINT "PasswordJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" SERIAL NOT NULL,
    "batchId" VARCHAR(100) NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "dedupeKey" VARCHAR(200) NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'Pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" VARCHAR(1000),
    "createdBy" VARCHAR(100) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" SERIAL NOT NULL,
    "hrisId" VARCHAR(50),
    "userName" VARCHAR(100) NOT NULL,
    "feedbackType" "FeedbackType" NOT NULL,
    "title" VARCHAR(255) NOT NULL,
    "description" VARCHAR(10000) NOT NULL,
    "priority" "FeedbackPriority" NOT NULL DEFAULT 'Medium',
    "location" VARCHAR(500) NOT NULL,
    "status" "FeedbackStatus" NOT NULL DEFAULT 'Open',
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedbackAttachment" (
    "id" SERIAL NOT NULL,
    "feedbackId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "mimeType" VARCHAR(50) NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "FeedbackAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" SERIAL NOT NULL,
    "action" VARCHAR(50) NOT NULL,
    "actorKind" VARCHAR(20) NOT NULL,
    "actorId" INTEGER,
    "actorName" VARCHAR(100) NOT NULL,
    "employeeIds" VARCHAR(50)[],
    "detail" JSONB,
    "ipAddress" VARCHAR(64),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" VARCHAR(200) NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateIndex
CREATE UNIQUE INDEX "Title_name_key" ON "Title"("name");

-- CreateIndex
CREATE INDEX "Title_family_level_idx" ON "Title"("family", "level");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_hrisId_key" ON "Employee"("hrisId");

-- CreateIndex
CREATE INDEX "Employee_mgrId_idx" ON "Employee"("mgrId");

-- CreateIndex
CREATE INDEX "Employee_department_idx" ON "Employee"("department");

-- CreateIndex
CREATE INDEX "Employee_name_idx" ON "Employee"("name");

-- CreateIndex
CREATE INDEX "Employee_titleId_idx" ON "Employee"("titleId");

-- CreateIndex
CREATE INDEX "Employee_email_idx" ON "Employee"("email");

-- CreateIndex
CREATE UNIQUE INDEX "PathType_name_key" ON "PathType"("name");

-- CreateIndex
CREATE INDEX "CareerPath_pathTypeId_idx" ON "CareerPath"("pathTypeId");

-- CreateIndex
CREATE INDEX "CareerPathStep_titleId_idx" ON "CareerPathStep"("titleId");

-- CreateIndex
CREATE UNIQUE INDEX "CareerPathStep_pathId_position_key" ON "CareerPathStep"("pathId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "CareerPathForm_employeeId_key" ON "CareerPathForm"("employeeId");

-- CreateIndex
CREATE INDEX "CustomCareerPath_employeeId_idx" ON "CustomCareerPath"("employeeId");

-- CreateIndex
CREATE INDEX "CustomCareerPath_sessionId_idx" ON "CustomCareerPath"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "Competency_name_key" ON "Competency"("name");

-- CreateIndex
CREATE UNIQUE INDEX "CompetencySubcomponent_competencyId_name_key" ON "CompetencySubcomponent"("competencyId", "name");

-- CreateIndex
CREATE INDEX "TitleCompetency_competencyId_idx" ON "TitleCompetency"("competencyId");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyValue_name_key" ON "CompanyValue"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ValueSubcomponent_valueId_position_key" ON "ValueSubcomponent"("valueId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewCycle_name_key" ON "ReviewCycle"("name");

-- CreateIndex
CREATE INDEX "BehavioralEvaluation_managerId_cycleId_idx" ON "BehavioralEvaluation"("managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "BehavioralEvaluation_employeeId_managerId_cycleId_key" ON "BehavioralEvaluation"("employeeId", "managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "BehavioralCompetencyScore_evaluationId_competencyId_key" ON "BehavioralCompetencyScore"("evaluationId", "competencyId");

-- CreateIndex
CREATE UNIQUE INDEX "BehavioralSubcomponentScore_evaluationId_subcomponentId_key" ON "BehavioralSubcomponentScore"("evaluationId", "subcomponentId");

-- CreateIndex
CREATE INDEX "ManagerValuesReview_managerId_cycleId_idx" ON "ManagerValuesReview"("managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "ManagerValuesReview_employeeId_managerId_cycleId_key" ON "ManagerValuesReview"("employeeId", "managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "ManagerValuesCategoryScore_reviewId_valueId_key" ON "ManagerValuesCategoryScore"("reviewId", "valueId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeValuesReview_employeeId_cycleId_key" ON "EmployeeValuesReview"("employeeId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "EmployeeValuesCategoryScore_reviewId_valueId_key" ON "EmployeeValuesCategoryScore"("reviewId", "valueId");

-- CreateIndex
CREATE INDEX "RecognitionSubmission_employeeId_scDetailId_idx" ON "RecognitionSubmission"("employeeId", "scDetailId");

-- CreateIndex
CREATE INDEX "PerformanceQuestionnaire_managerId_cycleId_idx" ON "PerformanceQuestionnaire"("managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "PerformanceQuestionnaire_employeeId_managerId_cycleId_key" ON "PerformanceQuestionnaire"("employeeId", "managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "ManagerSelfQuestionnaire_managerId_cycleId_key" ON "ManagerSelfQuestionnaire"("managerId", "cycleId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginAccount_employeeId_key" ON "LoginAccount"("employeeId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginAccount_username_key" ON "LoginAccount"("username");

-- CreateIndex
CREATE UNIQUE INDEX "HrUser_username_key" ON "HrUser"("username");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordGeneration_jobId_key" ON "PasswordGeneration"("jobId");

-- CreateIndex
CREATE INDEX "PasswordJob_status_idx" ON "PasswordJob"("status");

-- CreateIndex
CREATE UNIQUE INDEX "EmailOutbox_dedupeKey_key" ON "EmailOutbox"("dedupeKey");

-- CreateIndex
CREATE INDEX "EmailOutbox_status_nextAttemptAt_idx" ON "EmailOutbox"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_batchId_idx" ON "EmailOutbox"("batchId");

-- CreateIndex
CREATE INDEX "Feedback_status_idx" ON "Feedback"("status");

-- CreateIndex
CREATE INDEX "Feedback_submittedAt_idx" ON "Feedback"("submittedAt");

-- CreateIndex
CREATE UNIQUE INDEX "FeedbackAttachment_feedbackId_position_key" ON "FeedbackAttachment"("feedbackId", "position");

-- CreateIndex
CREATE INDEX "AuditEvent_action_createdAt_idx" ON "AuditEvent"("action", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowStart_idx" ON "RateLimitCounter"("windowStart");

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_titleId_fkey" FOREIGN KEY ("titleId") REFERENCES "Title"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_mgrId_fkey" FOREIGN KEY ("mgrId") REFERENCES "Employee"("hrisId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CareerPath" ADD CONSTRAINT "CareerPath_pathTypeId_fkey" FOREIGN KEY ("pathTypeId") REFERENCES "PathType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CareerPathStep" ADD CONSTRAINT "CareerPathStep_pathId_fkey" FOREIGN KEY ("pathId") REFERENCES "CareerPath"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CareerPathStep" ADD CONSTRAINT "CareerPathStep_titleId_fkey" FOREIGN KEY ("titleId") REFERENCES "Title"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CareerPathForm" ADD CONSTRAINT "CareerPathForm_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomCareerPath" ADD CONSTRAINT "CustomCareerPath_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomCareerPath" ADD CONSTRAINT "CustomCareerPath_titleId_fkey" FOREIGN KEY ("titleId") REFERENCES "Title"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomCareerPath" ADD CONSTRAINT "CustomCareerPath_nextTitleId_fkey" FOREIGN KEY ("nextTitleId") REFERENCES "Title"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomCareerPath" ADD CONSTRAINT "CustomCareerPath_pathId_fkey" FOREIGN KEY ("pathId") REFERENCES "PathType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetencySubcomponent" ADD CONSTRAINT "CompetencySubcomponent_competencyId_fkey" FOREIGN KEY ("competencyId") REFERENCES "Competency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TitleCompetency" ADD CONSTRAINT "TitleCompetency_titleId_fkey" FOREIGN KEY ("titleId") REFERENCES "Title"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TitleCompetency" ADD CONSTRAINT "TitleCompetency_competencyId_fkey" FOREIGN KEY ("competencyId") REFERENCES "Competency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ValueSubcomponent" ADD CONSTRAINT "ValueSubcomponent_valueId_fkey" FOREIGN KEY ("valueId") REFERENCES "CompanyValue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralEvaluation" ADD CONSTRAINT "BehavioralEvaluation_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralEvaluation" ADD CONSTRAINT "BehavioralEvaluation_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralEvaluation" ADD CONSTRAINT "BehavioralEvaluation_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralCompetencyScore" ADD CONSTRAINT "BehavioralCompetencyScore_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "BehavioralEvaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralSubcomponentScore" ADD CONSTRAINT "BehavioralSubcomponentScore_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "BehavioralEvaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerValuesReview" ADD CONSTRAINT "ManagerValuesReview_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerValuesReview" ADD CONSTRAINT "ManagerValuesReview_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerValuesReview" ADD CONSTRAINT "ManagerValuesReview_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerValuesCategoryScore" ADD CONSTRAINT "ManagerValuesCategoryScore_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "ManagerValuesReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeValuesReview" ADD CONSTRAINT "EmployeeValuesReview_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeValuesReview" ADD CONSTRAINT "EmployeeValuesReview_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeValuesCategoryScore" ADD CONSTRAINT "EmployeeValuesCategoryScore_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "EmployeeValuesReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecognitionSubmission" ADD CONSTRAINT "RecognitionSubmission_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PerformanceQuestionnaire" ADD CONSTRAINT "PerformanceQuestionnaire_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PerformanceQuestionnaire" ADD CONSTRAINT "PerformanceQuestionnaire_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PerformanceQuestionnaire" ADD CONSTRAINT "PerformanceQuestionnaire_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerSelfQuestionnaire" ADD CONSTRAINT "ManagerSelfQuestionnaire_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerSelfQuestionnaire" ADD CONSTRAINT "ManagerSelfQuestionnaire_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginAccount" ADD CONSTRAINT "LoginAccount_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordGeneration" ADD CONSTRAINT "PasswordGeneration_generatedBy_fkey" FOREIGN KEY ("generatedBy") REFERENCES "HrUser"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordGeneration" ADD CONSTRAINT "PasswordGeneration_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "PasswordJob"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordJob" ADD CONSTRAINT "PasswordJob_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES "HrUser"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailOutbox" ADD CONSTRAINT "EmailOutbox_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedbackAttachment" ADD CONSTRAINT "FeedbackAttachment_feedbackId_fkey" FOREIGN KEY ("feedbackId") REFERENCES "Feedback"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ───────── Hand-written constraints (Prisma does not express CHECK constraints) ─────────
ALTER TABLE "Title" ADD CONSTRAINT "Title_level_check" CHECK ("level" BETWEEN 1 AND 20);
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_not_own_manager" CHECK ("mgrId" IS NULL OR "mgrId" <> "hrisId");
ALTER TABLE "BehavioralSubcomponentScore" ADD CONSTRAINT "BehavioralSubcomponentScore_score_check" CHECK ("score" BETWEEN 0 AND 5);
ALTER TABLE "BehavioralCompetencyScore" ADD CONSTRAINT "BehavioralCompetencyScore_override_check" CHECK ("overrideScore" IS NULL OR "overrideScore" BETWEEN 1 AND 5);
ALTER TABLE "BehavioralCompetencyScore" ADD CONSTRAINT "BehavioralCompetencyScore_average_check" CHECK ("average" IS NULL OR "average" BETWEEN 0 AND 5);
ALTER TABLE "BehavioralEvaluation" ADD CONSTRAINT "BehavioralEvaluation_total_check" CHECK ("totalAverage" IS NULL OR "totalAverage" BETWEEN 0 AND 5);
ALTER TABLE "ManagerValuesCategoryScore" ADD CONSTRAINT "ManagerValuesCategoryScore_scores_check" CHECK ("subcomp1Score" BETWEEN 0 AND 5 AND "subcomp2Score" BETWEEN 0 AND 5 AND "subcomp3Score" BETWEEN 0 AND 5);
ALTER TABLE "ManagerValuesCategoryScore" ADD CONSTRAINT "ManagerValuesCategoryScore_override_check" CHECK ("overrideScore" IS NULL OR "overrideScore" BETWEEN 1 AND 5);
ALTER TABLE "ManagerValuesReview" ADD CONSTRAINT "ManagerValuesReview_overall_check" CHECK ("overallScore" IS NULL OR "overallScore" BETWEEN 0 AND 5);
ALTER TABLE "EmployeeValuesCategoryScore" ADD CONSTRAINT "EmployeeValuesCategoryScore_scores_check" CHECK ("subcomp1Score" BETWEEN 0 AND 5 AND "subcomp2Score" BETWEEN 0 AND 5 AND "subcomp3Score" BETWEEN 0 AND 5);
ALTER TABLE "EmployeeValuesCategoryScore" ADD CONSTRAINT "EmployeeValuesCategoryScore_override_check" CHECK ("overrideScore" IS NULL OR "overrideScore" BETWEEN 1 AND 5);
ALTER TABLE "PerformanceQuestionnaire" ADD CONSTRAINT "PerformanceQuestionnaire_overall_check" CHECK ("overallPerformance" IS NULL OR "overallPerformance" BETWEEN 1 AND 5);
ALTER TABLE "PerformanceQuestionnaire" ADD CONSTRAINT "PerformanceQuestionnaire_forecast_check" CHECK ("forecastedBonusAttainment" IS NULL OR "forecastedBonusAttainment" BETWEEN 0 AND 200);
ALTER TABLE "PasswordGeneration" ADD CONSTRAINT "PasswordGeneration_single_row" CHECK ("id" = 1);
ALTER TABLE "PasswordJob" ADD CONSTRAINT "PasswordJob_progress_check" CHECK ("processed" >= 0 AND "processed" <= "total");
ALTER TABLE "RateLimitCounter" ADD CONSTRAINT "RateLimitCounter_count_check" CHECK ("count" >= 0);
ALTER TABLE "FeedbackAttachment" ADD CONSTRAINT "FeedbackAttachment_size_check" CHECK ("byteSize" BETWEEN 1 AND 5242880 AND "position" BETWEEN 0 AND 2);
-- Only one bulk password job may run at a time, whichever instance started it.
CREATE UNIQUE INDEX "PasswordJob_one_active" ON "PasswordJob" ((true)) WHERE "status" IN ('Pending', 'Running');
