-- AlterEnum
ALTER TYPE "PasswordJobKind" ADD VALUE 'GenerateMissing';
