"use client";
import { useMemo } from "react";
import { Input } from "@/components/ui/input";

/**
 * An IANA time zone: a text input with the runtime's zones as suggestions (typing "paris" offers
 * Europe/Paris), validated by the form against the same list.
 */
export function TimeZoneInput(props: React.ComponentProps<typeof Input> & { id: string }) {
  const zones = useMemo(() => {
    try {
      return Intl.supportedValuesOf("timeZone");
    } catch {
      return ["UTC"];
    }
  }, []);
  return (
    <>
      <Input list={`${props.id}-zones`} autoComplete="off" spellCheck={false} {...props} />
      <datalist id={`${props.id}-zones`}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
    </>
  );
}
