"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { hrCareerEmployeesQuery } from "@/components/career-paths/career-path-queries";
import {
  listQueryString,
  readListAddress,
  rememberListAddress,
} from "@/components/career-paths/hr/list-address";
import { messageOf } from "@/lib/client/api";
import { replaceAddress } from "@/lib/client/replace-address";
import { useQuery } from "@tanstack/react-query";
import { CAREER_TEXTS, HR_LIST_LIMIT } from "@/lib/shared/career-paths/texts";

const SEARCH_DELAY_MS = 250;

/**
 * HR's Career Path Management list (spec 1 §2): search on the server, sorted by name, the count.
 * The search and the page are the address's ?q= and ?page= (list-address.ts).
 */
export function CareerPathManagement() {
  const pathname = usePathname();
  const address = useSearchParams().toString();
  const { q, page } = useMemo(() => readListAddress(new URLSearchParams(address)), [address]);
  const [search, setSearch] = useState(q);
  // An address from outside (a link, the Career Path Management tab) replaces what is typed. The
  // searches our own pauses in typing sent there do not, even when typing went on meanwhile:
  // they wait in `pending` until the address shows them.
  const [synced, setSynced] = useState(q);
  const [pending, setPending] = useState<string[]>([]);
  if (synced !== q) {
    setSynced(q);
    const ours = pending.indexOf(q);
    if (ours >= 0) setPending(pending.slice(ours + 1));
    else if (search.trim() !== q) setSearch(q);
  }
  const go = useCallback(
    (next: { q: string; page: number }) => replaceAddress(pathname, listQueryString(next)),
    [pathname],
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    // A new search starts again at its first page.
    timer.current = setTimeout(() => {
      setPending((list) => [...list, next]);
      go({ q: next, page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [search, q, go]);
  useEffect(() => {
    // A link followed (a row, a tab) while a search waits to reach the address: the search must
    // not fire during the navigation and bring HR back to this list.
    const leaving = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) clearTimeout(timer.current);
    };
    document.addEventListener("click", leaving, true);
    return () => document.removeEventListener("click", leaving, true);
  }, []);
  useEffect(() => rememberListAddress(listQueryString({ q, page })), [q, page]);
  const { data, error, refetch: reload, isPlaceholderData } = useQuery(hrCareerEmployeesQuery(q, page));

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-2xl font-semibold">Career Path Management</h2>
        <p className="text-sm text-muted-foreground">
          Find an employee to review and verify their career paths.
        </p>
      </div>
      <div className="max-w-md space-y-1">
        <Label htmlFor="career-search">Search employees</Label>
        <div className="relative">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id="career-search"
            type="search"
            maxLength={100}
            className="pl-8"
            placeholder="Search by name, ID, title or department"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <LoadError
          title="Failed to load employees"
          message={messageOf(error, "Please try refreshing the page.")}
          onRetry={() => void reload()}
        />
      ) : !data ? (
        <LoadingBars label="Loading employees" bars={Array(2).fill("h-8 w-full")} />
      ) : (
        <>
          {/* An empty list says so once: the message, not also "Showing 0 of 0 employees". */}
          {data.employees.length === 0 ? (
            <p
              role="status"
              className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground"
            >
              {CAREER_TEXTS.hrListEmpty}
            </p>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {data.totalPages > 1
                ? `Showing ${(data.page - 1) * HR_LIST_LIMIT + 1}–${(data.page - 1) * HR_LIST_LIMIT + data.employees.length} of ${data.total} employees`
                : `Showing ${data.employees.length} of ${data.total} employees`}
            </p>
          )}
          {data.employees.length > 0 && (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>HRIS ID</TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>Department</TableHead>
                  <TableHead className="text-right">Custom Paths</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.employees.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>
                      <Link
                        href={`/hr/employee/${encodeURIComponent(e.hrisId)}`}
                        className="font-medium hover:underline"
                      >
                        {e.name}
                      </Link>
                    </TableCell>
                    <TableCell>{e.hrisId}</TableCell>
                    <TableCell>{e.title ?? "Not Available"}</TableCell>
                    <TableCell>{e.department ?? "No department assigned"}</TableCell>
                    <TableCell className="text-right">{e.customPathCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {data.totalPages > 1 && (
            <PaginationBar
              label="Employee pages"
              page={data.page}
              totalPages={data.totalPages}
              disabled={isPlaceholderData}
              onPage={(p) => go({ q, page: p })}
            />
          )}
        </>
      )}
    </div>
  );
}
