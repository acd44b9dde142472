"use client";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { emailProgressQuery } from "@/components/hr/passwords/password-queries";
import { MilestoneStatus } from "@/components/ui/milestone-status";

// The latest bulk send: sent / failed / pending, polled while messages are pending (the query
// says how often), and the failures (the worker retries transient ones by itself; queueing again
// retries the rest). Queueing a send invalidates the query, which starts the polling again.
export function EmailProgress() {
  const batch = useQuery(emailProgressQuery()).data?.batch;
  if (!batch) return null;
  const done = batch.sent + batch.failed;
  const percent = batch.total ? Math.round((done / batch.total) * 100) : 100;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>Login emails</h3>
        </CardTitle>
        <CardDescription>
          {batch.pending
            ? "Sending in the background at the configured rate."
            : "The latest bulk send is finished."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Progress
          value={percent}
          aria-label="Login email progress"
          aria-valuetext={`${done} of ${batch.total}`}
        />
        <MilestoneStatus label="Login emails" percent={percent} />
        <p className="text-sm tabular-nums">
          {batch.sent} sent · {batch.failed} failed · {batch.pending} pending
        </p>
        {batch.failures.length > 0 && (
          <Table aria-label="Failed login emails">
            <TableHeader>
              <TableRow>
                <TableHead>HRIS ID</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Reason</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {batch.failures.map((f) => (
                <TableRow key={f.hrisId}>
                  <TableCell>{f.hrisId}</TableCell>
                  <TableCell>{f.name}</TableCell>
                  <TableCell>{f.email}</TableCell>
                  <TableCell className="whitespace-normal text-destructive">{f.error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
