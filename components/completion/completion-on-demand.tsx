"use client";
import { useEffect, useState, type ComponentProps } from "react";
import dynamic from "next/dynamic";
import { componentOnDemand, PartUnavailable } from "@/components/shell/component-on-demand";
import { LoadingBars } from "@/components/ui/loading-bars";
import { loadOnDemand } from "@/lib/client/load-on-demand";
import { whenIdleAfterLoad } from "@/lib/client/when-idle-after-load";

// The manager home's completion card sits below the team: its code loads once the page has loaded
// and the browser is idle, not with the first paint (docs/decisions/0060, 0084). Code that could not
// load leaves the message with Try again in its place.
const loadDashboard = loadOnDemand(() => import("@/components/completion/completion-dashboard"));
const loading = <LoadingBars label="Loading the completion" bars={["h-24 w-full"]} />;
const CompletionDashboard = dynamic(
  componentOnDemand(() => loadDashboard().then((m) => m.CompletionDashboard), {
    unavailable: PartUnavailable,
    loading,
  }),
  { ssr: false, loading: () => loading },
);

export function CompletionOnDemand(props: ComponentProps<typeof CompletionDashboard>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
  return wanted ? <CompletionDashboard {...props} /> : loading;
}
