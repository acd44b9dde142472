"use client";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { toast } from "@/hooks/use-toast";
import { useExcuseFromSelfPhase, useTakeBackSelfPhaseExcuse } from "./self-review-mutations";

type Props = {
  cycleId: number;
  hrisId: string;
  name: string;
  /** Why they are excused, when they are. */
  excusedBecause: string | null;
};

/**
 * HR excuses a person on leave from the self phase (issue 34 §9): out of its completion counts,
 * with a reason, audited; or takes the excuse back. The employee page around it is read on the
 * server, so it is refreshed after the write; the cycle's screens refresh by their query keys.
 */
export function SelfPhaseExcusal({ cycleId, hrisId, name, excusedBecause }: Props) {
  const router = useRouter();
  const excuse = useExcuseFromSelfPhase(cycleId, hrisId);
  const takeBack = useTakeBackSelfPhaseExcuse(cycleId, hrisId);
  if (excusedBecause !== null)
    return (
      <div className="space-y-2 text-sm">
        <p>Excused from the self-review: {excusedBecause}</p>
        <ActionDialog
          trigger={<Button variant="outline">Take back the excuse</Button>}
          title="Take back the excuse"
          description={`${name} counts in the self-review phase again.`}
          confirmLabel="Take back"
          onConfirm={async () => {
            await takeBack();
            toast({
              title: "Excuse taken back",
              description: `${name} counts in the self-review phase again.`,
            });
            router.refresh();
          }}
        />
      </div>
    );
  return (
    <ActionDialog
      trigger={<Button variant="outline">Excuse from the self-review</Button>}
      title="Excuse from the self-review"
      description={`${name} will not be asked for a self-review in this cycle and leaves the self-review phase's counts.`}
      confirmLabel="Excuse"
      reasonLabel="Reason"
      onConfirm={async (reason) => {
        const answer = await excuse(reason);
        toast({ title: "Excused", description: answer.message });
        router.refresh();
      }}
    />
  );
}
