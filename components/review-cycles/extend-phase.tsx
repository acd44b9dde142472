"use client";
import { useState } from "react";
import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { cycleUrl } from "@/components/review-cycles/review-cycle-queries";
import { PHASE_LABELS, type CycleDetail, type Phase } from "@/components/review-cycles/cycle-types";
import { instantFromWallClock, wallClockInputValue } from "@/lib/shared/cycle-dates";

/** Extend a phase's deadline for everyone, or for one person, with a reason (audited). */
export function ExtendPhaseButton({ cycle }: { cycle: CycleDetail }) {
  const write = useCycleWrite();
  const first = cycle.phases.find((p) => p.phase === "manager") ?? cycle.phases[0];
  const [phase, setPhase] = useState<Phase>(first?.phase ?? "manager");
  const [who, setWho] = useState<"everyone" | "one">("everyone");
  const [hrisId, setHrisId] = useState("");
  const [dueAt, setDueAt] = useState(first?.dueAt ? wallClockInputValue(first.dueAt, cycle.timeZone) : "");
  const ready = !!dueAt && (who === "everyone" || hrisId.trim().length > 0);
  if (!first) return null;
  return (
    <ActionDialog
      trigger={
        <Button variant="outline">
          <CalendarPlus aria-hidden />
          Extend
        </Button>
      }
      title="Extend a phase"
      description={`The new due date is in the cycle's time zone, ${cycle.timeZone}.`}
      confirmLabel="Extend"
      reasonLabel="Reason"
      canConfirm={ready}
      onConfirm={async (reason) => {
        const instant = instantFromWallClock(dueAt, cycle.timeZone);
        await write.mutateAsync({
          method: "POST",
          url: cycleUrl(cycle.id, `/phases/${phase}/extend`),
          body: {
            dueAt: instant?.toISOString(),
            reason,
            ...(who === "one" ? { hrisId: hrisId.trim() } : {}),
          },
        });
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="extend-phase">Phase</Label>
        <NativeSelect
          id="extend-phase"
          value={phase}
          onChange={(e) => setPhase(e.target.value as Phase)}
          className="w-full"
        >
          {cycle.phases.map((p) => (
            <NativeSelectOption key={p.phase} value={p.phase}>
              {PHASE_LABELS[p.phase]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">For</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="extend-who"
            checked={who === "everyone"}
            onChange={() => setWho("everyone")}
          />
          Everyone
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="extend-who" checked={who === "one"} onChange={() => setWho("one")} />
          One person
        </label>
      </fieldset>
      {who === "one" && (
        <div className="space-y-2">
          <Label htmlFor="extend-hris-id">Employee HRIS ID</Label>
          <Input
            id="extend-hris-id"
            value={hrisId}
            aria-required
            onChange={(e) => setHrisId(e.target.value)}
          />
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor="extend-due">New due date</Label>
        <Input
          id="extend-due"
          type="datetime-local"
          value={dueAt}
          aria-required
          onChange={(e) => setDueAt(e.target.value)}
        />
      </div>
    </ActionDialog>
  );
}
