"use client";
import { useState } from "react";
import { KeyRound } from "lucide-react";
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

// Bulk generation asks first (spec 1 §2, §5) and starts a background job; the progress card takes over.
export function GeneratePasswordsButton({ onStarted }: { onStarted: () => void }) {
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      await apiJson("POST", "/api/hr/generate-passwords");
      onStarted();
    } catch (error) {
      toast({
        title: "Error",
        description: messageOf(error, "Failed to generate passwords"),
        variant: "destructive",
      });
      onStarted(); // the status may have moved on (another HR user generated meanwhile)
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button softDisabled={busy}>
          <KeyRound aria-hidden />
          {busy ? "Starting..." : "Generate Employee Passwords"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Generate employee passwords?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to generate passwords for all employees? This can only be done once.
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
