"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { HR_TABS } from "@/lib/shared/routes";
import { cn } from "@/lib/utils";

export function HrTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="HR sections" className="mx-auto max-w-7xl px-4">
      <ul className="flex flex-wrap gap-1">
        {HR_TABS.map((tab) => {
          const active = tab.matches(pathname);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-4 py-2 text-sm font-medium transition-colors",
                  active
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
