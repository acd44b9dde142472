"use client";
import { useState } from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";

const employees = (n: number) => `${n.toLocaleString("en-US")} employee${n === 1 ? "" : "s"}`;

// After the one-time generation, people imported since have no password: one job gives each of
// them one (nobody else's changes); the progress card takes over as for the first generation.
export function GenerateMissingButton({ missing, onStarted }: { missing: number; onStarted: () => void }) {
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      await apiJson("POST", "/api/hr/generate-missing-passwords");
    } catch (error) {
      toast({
        title: "Error",
        description: messageOf(error, "Failed to generate passwords"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      onStarted(); // the count or the job may have moved on either way
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button softDisabled={busy}>
          <UserPlus aria-hidden />
          {busy ? "Starting..." : `Generate for the ${employees(missing)} without a password`}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Generate the missing passwords?</AlertDialogTitle>
          <AlertDialogDescription>
            {`A password is generated for each of the ${employees(missing)} who have none yet. Nobody else's password changes.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => void generate()}>Generate</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
