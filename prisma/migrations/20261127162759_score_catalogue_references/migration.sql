-- Score rows named their competency, subcomponent or company value by id with nothing in the
-- database to hold it: the save paths checked the ids, but a bug or a hand-written import could
-- leave a score pointing at nothing, or at a subcomponent of another competency. The catalogue is
-- only ever added to (upserts), so a reference that cannot be deleted costs nothing. A database
-- that already holds such a score fails here, naming the first one, instead of keeping it.

-- CreateIndex
CREATE UNIQUE INDEX "CompetencySubcomponent_id_competencyId_key" ON "CompetencySubcomponent"("id", "competencyId");

-- AddForeignKey
ALTER TABLE "BehavioralCompetencyScore" ADD CONSTRAINT "BehavioralCompetencyScore_competencyId_fkey" FOREIGN KEY ("competencyId") REFERENCES "Competency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehavioralSubcomponentScore" ADD CONSTRAINT "BehavioralSubcomponentScore_subcomponentId_competencyId_fkey" FOREIGN KEY ("subcomponentId", "competencyId") REFERENCES "CompetencySubcomponent"("id", "competencyId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagerValuesCategoryScore" ADD CONSTRAINT "ManagerValuesCategoryScore_valueId_fkey" FOREIGN KEY ("valueId") REFERENCES "CompanyValue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeValuesCategoryScore" ADD CONSTRAINT "EmployeeValuesCategoryScore_valueId_fkey" FOREIGN KEY ("valueId") REFERENCES "CompanyValue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
