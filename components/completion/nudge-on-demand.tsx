"use client";
import dynamic from "next/dynamic";
import { componentOnDemand, PartUnavailable } from "@/components/shell/component-on-demand";
import { loadOnDemand } from "@/lib/client/load-on-demand";

// The nudge's dialog loads with the first person it is offered for, not with the home's card.
const loadNudge = loadOnDemand(() => import("@/components/completion/nudge-dialog"));
export const NudgeDialog = dynamic(
  componentOnDemand(() => loadNudge().then((m) => m.NudgeDialog), { unavailable: PartUnavailable }),
  { ssr: false },
);
