"use client";
import { CareerProgressionDialog } from "@/components/career-paths/career-progression-dialog";

/** The career paths entry point of an employee (home cards, indirect rows, profile). */
export function CareerPathsEntry({ employee }: { employee: { hrisId: string; name: string } }) {
  return <CareerProgressionDialog employee={employee} />;
}
