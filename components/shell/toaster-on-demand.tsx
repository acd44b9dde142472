"use client";
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useToast } from "@/hooks/use-toast";
import { whenIdleAfterLoad } from "@/lib/client/when-idle-after-load";

// Radix Toast and its layers are 15 KB of gzipped script that no page needs to paint: the toaster
// loads once the page has loaded and the browser is idle, or at the first toast if one comes
// sooner (the store keeps it meanwhile). From then on it is the same Toaster: F8, one toast at a
// time, swipe to dismiss (docs/decisions/0060).
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), { ssr: false });

export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  useEffect(() => whenIdleAfterLoad(() => setWanted(true)), []);
  return wanted ? <Toaster /> : null;
}
