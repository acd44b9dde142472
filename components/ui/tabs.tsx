"use client";
import * as React from "react";
import { cn } from "@/lib/utils";

// WAI-ARIA tabs with automatic activation, without Radix: on the manager's home Radix Tabs was
// the last user of its roving focus group, collection and presence, about 5 KB of first-load
// JavaScript (docs/benchmarks.md; as Progress in ADR 0062). Same parts and props as shadcn's.

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>.`);
  return state;
}

const idOf = (baseId: string, part: "tab" | "panel", value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ defaultValue = "", value, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const baseId = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      value: value ?? own,
      select: (next) => {
        setOwn(next);
        onValueChange?.(next);
      },
      baseId,
    }),
    [value, own, onValueChange, baseId],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move to another tab and select it; Tab leaves the list. */
const KEY_MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = KEY_MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    const next = tabs[move(at, tabs.length)]!;
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex min-h-9 w-fit max-w-full flex-wrap items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, "tab", value)}
      aria-selected={active}
      aria-controls={idOf(tabs.baseId, "panel", value)}
      // One stop in the Tab order: the selected tab; the arrows reach the others.
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] outline-none",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered (as Radix Tabs without forceMount). */
function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, "panel", value)}
      aria-labelledby={idOf(tabs.baseId, "tab", value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
