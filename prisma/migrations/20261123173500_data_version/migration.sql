-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("id")
);

-- The one row every reader keys its cached list answers by (ADR 0020).
INSERT INTO "DataVersion" ("id", "version") VALUES (1, 0);

-- Bumped by a BEFORE statement trigger, in the writing transaction: the new version becomes
-- visible at the same commit as the data, so a reader that sees version v sees at least the data
-- of v. Taking the row lock before the statement touches any row keeps writers from deadlocking
-- on it (they queue on this one row until the first one commits).
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;

-- Every table the team list and the evaluation status read.
CREATE TRIGGER "Employee_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Employee"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "Title_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Title"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "Competency_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Competency"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "CompetencySubcomponent_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CompetencySubcomponent"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "TitleCompetency_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "TitleCompetency"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "ReviewCycle_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ReviewCycle"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "BehavioralEvaluation_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BehavioralEvaluation"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "BehavioralSubcomponentScore_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "BehavioralSubcomponentScore"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "ManagerValuesReview_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ManagerValuesReview"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "ManagerValuesCategoryScore_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ManagerValuesCategoryScore"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
CREATE TRIGGER "PerformanceQuestionnaire_data_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PerformanceQuestionnaire"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
