"use client";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { messageOf } from "@/lib/client/api";

/** Thrown by an onConfirm that needs another answer first: the dialog stays open, showing no error. */
export class KeepOpen extends Error {}

type Props = {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The reason field's label; none when the action asks for no reason. */
  reasonLabel?: string;
  destructive?: boolean;
  /** More fields, above the reason. */
  children?: ReactNode;
  /** Runs the write; a thrown error is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<void>;
  /** Whether the confirm button may be used (the extra fields are filled). */
  canConfirm?: boolean;
};

/**
 * A cycle action that asks first, in a dialog: Radix moves focus into it, keeps it there and gives
 * it back to the trigger on close. An error stays in the dialog (role="alert") with the values typed.
 */
export function ActionDialog(props: Props) {
  const { trigger, title, description, confirmLabel, reasonLabel, destructive, children, onConfirm } = props;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = (props.canConfirm ?? true) && (!reasonLabel || reason.trim().length > 0);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason("");
      setError(null);
    }
  };

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      change(false);
    } catch (e) {
      if (!(e instanceof KeepOpen)) setError(messageOf(e, "That did not work. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void confirm(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div>{description}</div>
            </DialogDescription>
          </DialogHeader>
          {children}
          {reasonLabel && (
            <div className="space-y-2">
              <Label htmlFor="action-reason">{reasonLabel}</Label>
              <Textarea
                id="action-reason"
                value={reason}
                maxLength={500}
                aria-required
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              softDisabled={!ready || busy}
            >
              {busy ? "Working..." : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
