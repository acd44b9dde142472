-- CreateTable
CREATE TABLE "ReviewShare" (
    "id" SERIAL NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "sharedByKind" VARCHAR(10) NOT NULL,
    "sharedById" INTEGER NOT NULL,
    "sharedByName" VARCHAR(100) NOT NULL,
    "sharedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewAcknowledgement" (
    "id" SERIAL NOT NULL,
    "shareId" INTEGER NOT NULL,
    "cycleId" INTEGER NOT NULL,
    "employeeId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "comment" VARCHAR(2000),
    "acknowledgedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewAcknowledgement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewShare_employeeId_sharedAt_idx" ON "ReviewShare"("employeeId", "sharedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewShare_cycleId_employeeId_version_key" ON "ReviewShare"("cycleId", "employeeId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewAcknowledgement_shareId_key" ON "ReviewAcknowledgement"("shareId");

-- CreateIndex
CREATE INDEX "ReviewAcknowledgement_cycleId_employeeId_idx" ON "ReviewAcknowledgement"("cycleId", "employeeId");

-- CreateIndex
CREATE INDEX "ReviewAcknowledgement_employeeId_idx" ON "ReviewAcknowledgement"("employeeId");

-- AddForeignKey
ALTER TABLE "ReviewShare" ADD CONSTRAINT "ReviewShare_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewShare" ADD CONSTRAINT "ReviewShare_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAcknowledgement" ADD CONSTRAINT "ReviewAcknowledgement_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "ReviewShare"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAcknowledgement" ADD CONSTRAINT "ReviewAcknowledgement_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "ReviewCycle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAcknowledgement" ADD CONSTRAINT "ReviewAcknowledgement_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Acknowledgements are append-only (docs/decisions/0087): what the employee said stays as said.
CREATE FUNCTION "review_acknowledgement_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ReviewAcknowledgement is append-only: % is refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER "ReviewAcknowledgement_append_only"
  BEFORE UPDATE OR DELETE ON "ReviewAcknowledgement"
  FOR EACH ROW EXECUTE FUNCTION "review_acknowledgement_append_only"();
