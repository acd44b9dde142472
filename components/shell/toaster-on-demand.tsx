"use client";
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { componentOnDemand, LoadLater } from "@/components/shell/component-on-demand";
import { useToast } from "@/hooks/use-toast";
import { IN_THE_BACKGROUND, loadOnDemand } from "@/lib/client/load-on-demand";
import { whenIdleAfterLoad } from "@/lib/client/when-idle-after-load";

// The toaster is script that no page needs to paint (ADR 0089 made it small): the toaster
// loads once the page has loaded and the browser is idle, or at the first toast if one comes
// sooner (the store keeps it meanwhile). From then on it is the same Toaster: F8, one toast at a
// time, swipe to dismiss (docs/decisions/0060).
// Code that cannot load yet (offline) is tried again quietly: the store keeps the toasts meanwhile.
const loadToaster = loadOnDemand(() => import("@/components/ui/toaster"), IN_THE_BACKGROUND);
const Toaster = dynamic(
  componentOnDemand(() => loadToaster().then((m) => m.Toaster), { unavailable: LoadLater }),
  { ssr: false },
);

export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
  return wanted ? <Toaster /> : null;
}
