-- The data version moves when the writing transaction commits, no longer at its first write
-- (review of 2026-11-26). Until now the statement triggers updated the one DataVersion row at a
-- transaction's first write to a table the lists read, so its row lock was held to the end of that
-- transaction: an org re-import (one transaction over every employee) made every scorecard,
-- values review and questionnaire save in the meantime wait for it, time out and fail.
--
-- Now the triggers only queue the bump: the first write of a transaction inserts one row into
-- "DataVersionBump", whose deferred constraint trigger runs at COMMIT, moves the version and deletes
-- the row. The row lock is held from that moment to the end of the commit. The version still
-- becomes visible at the same commit as the data (a reader that sees version v sees at least the
-- data of v); inside the writing transaction it has not moved yet. A rolled-back statement or
-- savepoint takes its queued bump (and the transaction-local flag) with it.

CREATE TABLE "DataVersionBump" (
    "id" BIGSERIAL NOT NULL,

    CONSTRAINT "DataVersionBump_pkey" PRIMARY KEY ("id")
);

CREATE OR REPLACE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the flag is transaction-local (set_config's third argument).
  IF current_setting('yardstick.data_version_bump', true) IS DISTINCT FROM 'queued' THEN
    PERFORM set_config('yardstick.data_version_bump', 'queued', true);
    INSERT INTO "DataVersionBump" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION "apply_data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  DELETE FROM "DataVersionBump" WHERE "id" = NEW."id";
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "DataVersionBump_at_commit" AFTER INSERT ON "DataVersionBump"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "apply_data_version_bump"();
