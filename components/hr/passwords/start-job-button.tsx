"use client";
import { useState, type ReactNode } from "react";
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
import { messageOf } from "@/lib/client/api";
import { useStartPasswordJob } from "./password-mutations";

/** A password job's start: asks first (spec 1 §2, §5), posts, and hands over to the progress card. */
export function StartJobButton({
  url,
  icon,
  label,
  title,
  description,
}: {
  url: string;
  icon: ReactNode;
  label: string;
  title: string;
  description: string;
}) {
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startJob } = useStartPasswordJob(url);

  async function start() {
    setBusy(true);
    try {
      await startJob();
    } catch (error) {
      toast({
        title: "Error",
        description: messageOf(error, "Failed to generate passwords"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button softDisabled={busy}>
          {icon}
          {busy ? "Starting..." : label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => void start()}>Generate</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
