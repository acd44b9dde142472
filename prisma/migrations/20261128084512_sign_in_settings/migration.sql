-- CreateTable
CREATE TABLE "SignInSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "passwordSignIn" BOOLEAN NOT NULL DEFAULT true,
    "updatedByHrId" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SignInSettings_pkey" PRIMARY KEY ("id")
);

-- One row of settings: the id is always 1.
ALTER TABLE "SignInSettings" ADD CONSTRAINT "SignInSettings_one_row" CHECK ("id" = 1);
