-- CreateIndex
CREATE INDEX "AuditEvent_employeeIds_idx" ON "AuditEvent" USING GIN ("employeeIds");
