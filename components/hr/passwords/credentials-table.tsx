"use client";
import { useMemo, useState } from "react";
import { Mail, RefreshCw, Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

// Spec 1 §2 credentials table: search over name, HRIS ID and email (case-insensitive substring),
// "Showing X of Y employees", 100 rows per page so 10,000 employees stay quick to render.
export const PAGE_SIZE = 100;

type Props = {
  rows: PasswordRow[];
  showPasswords: boolean;
  emailReady: boolean;
  busy: Record<string, "regenerate" | "email" | undefined>;
  onRegenerate: (row: PasswordRow) => void;
  onSendEmail: (row: PasswordRow) => void;
};

export function CredentialsTable({
  rows,
  showPasswords,
  emailReady,
  busy,
  onRegenerate,
  onSendEmail,
}: Props) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return rows;
    return rows.filter(
      (r) =>
        r.name.toLowerCase().includes(q) ||
        r.hrisId.toLowerCase().includes(q) ||
        r.email.toLowerCase().includes(q),
    );
  }, [rows, search]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-sm">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search employees"
            placeholder="Search by name, HRIS ID or email"
            className="pl-8"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {filtered.length} of {rows.length} employees
        </p>
      </div>
      <Table aria-label="Employee credentials">
        <TableHeader>
          <TableRow>
            <TableHead>HRIS ID</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Position</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Password</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                No employees match your search.
              </TableCell>
            </TableRow>
          ) : (
            visible.map((row) => (
              <TableRow key={row.hrisId}>
                <TableCell className="font-medium">{row.hrisId}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.position}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <PasswordCell row={row} show={showPasswords} />
                    {row.updated && <Badge variant="secondary">Updated</Badge>}
                  </span>
                </TableCell>
                <TableCell className="text-right">
                  <span className="inline-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!!busy[row.hrisId]}
                      onClick={() => onRegenerate(row)}
                    >
                      <RefreshCw
                        className={busy[row.hrisId] === "regenerate" ? "animate-spin" : undefined}
                        aria-hidden
                      />
                      Regenerate
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!emailReady || !row.password || !!busy[row.hrisId]}
                      title={emailReady ? undefined : "The email service is not configured"}
                      onClick={() => onSendEmail(row)}
                    >
                      <Mail aria-hidden />
                      {busy[row.hrisId] === "email" ? "Sending..." : "Send Email"}
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {pages > 1 && (
        <nav className="flex items-center justify-end gap-2" aria-label="Credentials pages">
          <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {current} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={current >= pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function PasswordCell({ row, show }: { row: PasswordRow; show: boolean }) {
  if (row.status === "Changed") return <span className="text-muted-foreground">Changed by employee</span>;
  if (!row.password)
    return <span className="text-muted-foreground">{row.status ? "Not available" : "Not generated"}</span>;
  if (!show)
    return (
      <span aria-label="Hidden password" className="font-mono tracking-widest">
        ••••••••••••
      </span>
    );
  return <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{row.password}</code>;
}
