"use client";
import { Mail, RefreshCw, Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PasswordRow } from "@/lib/shared/schemas/passwords";

// Spec 1 §2 credentials table: search over name, HRIS ID and email (case-insensitive substring,
// done on the server), "Showing X of Y employees" (X matching the search, Y in all), one page of
// rows at a time so 50,000 employees stay quick.

type Props = {
  /** The rows of the current page. */
  rows: PasswordRow[];
  page: number;
  pageSize: number;
  matching: number;
  total: number;
  loading: boolean;
  /** The rows carry their decrypted passwords (the page was fetched with Show Passwords on). */
  revealed: boolean;
  search: string;
  onSearch: (value: string) => void;
  onPage: (page: number) => void;
  showPasswords: boolean;
  emailReady: boolean;
  busy: Record<string, "regenerate" | "email" | undefined>;
  onRegenerate: (row: PasswordRow) => void;
  onSendEmail: (row: PasswordRow) => void;
};

export function CredentialsTable({
  rows,
  page,
  pageSize,
  matching,
  total,
  loading,
  revealed,
  search,
  onSearch,
  onPage,
  showPasswords,
  emailReady,
  busy,
  onRegenerate,
  onSendEmail,
}: Props) {
  const pages = Math.max(1, Math.ceil(matching / pageSize));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-sm">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search employees"
            placeholder="Search by name, HRIS ID or email"
            maxLength={200}
            className="pl-8"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {matching} of {total} employees
        </p>
      </div>
      <Table aria-label="Employee credentials" aria-busy={loading}>
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
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                No employees match your search.
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.hrisId}>
                <TableCell className="font-medium">{row.hrisId}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.position}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <PasswordCell row={row} show={showPasswords} revealed={revealed} />
                    {row.updated && <Badge variant="secondary">Updated</Badge>}
                  </span>
                </TableCell>
                <TableCell className="text-right">
                  <span className="inline-flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      softDisabled={!!busy[row.hrisId]}
                      onClick={() => onRegenerate(row)}
                    >
                      <RefreshCw
                        className={busy[row.hrisId] === "regenerate" ? "animate-spin" : undefined}
                        aria-hidden
                      />
                      {busy[row.hrisId] === "regenerate" ? "Regenerating..." : "Regenerate"}
                      {/* One button per row: its name says whose password. */}
                      <span className="sr-only"> password for {row.name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!emailReady || !row.hasPassword}
                      softDisabled={!!busy[row.hrisId]}
                      title={emailReady ? undefined : "The email service is not configured"}
                      onClick={() => onSendEmail(row)}
                    >
                      <Mail aria-hidden />
                      {busy[row.hrisId] === "email" ? "Sending..." : "Email"}
                      <span className="sr-only"> login details to {row.name}</span>
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
          <Button size="sm" variant="outline" softDisabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" softDisabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function PasswordCell({ row, show, revealed }: { row: PasswordRow; show: boolean; revealed: boolean }) {
  if (row.status === "Changed") return <span className="text-muted-foreground">Changed by employee</span>;
  if (!row.hasPassword)
    return <span className="text-muted-foreground">{row.status ? "Not available" : "Not generated"}</span>;
  // a copy that could not be decrypted
  if (show && revealed && !row.password) return <span className="text-muted-foreground">Not available</span>;
  if (!show || !row.password)
    return (
      // The dots are a picture of a password, named as one (a bare span may not carry a name).
      <span role="img" aria-label="Hidden password" className="font-mono tracking-widest">
        ••••••••••••
      </span>
    );
  return <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{row.password}</code>;
}
