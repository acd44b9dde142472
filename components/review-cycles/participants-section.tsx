"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadingBars } from "@/components/ui/loading-bars";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { LoadError } from "@/components/shell/load-error";
import { PaginationBar } from "@/components/shell/pagination-bar";
import { ActionDialog } from "@/components/review-cycles/action-dialog";
import { useCycleWrite } from "@/components/review-cycles/use-cycle-write";
import { cycleUrl, cyclePageQuery } from "@/components/review-cycles/review-cycle-queries";
import type { ParticipantRow, ParticipantsAnswer } from "@/components/review-cycles/cycle-types";
import { messageOf } from "@/lib/client/api";

/** The launched cycle's participants: add a late joiner, mark a leaver, reassign a reviewer. */
export function ParticipantsSection({ cycleId, canChange }: { cycleId: number; canChange: boolean }) {
  const [page, setPage] = useState(1);
  const list = useQuery(cyclePageQuery<ParticipantsAnswer>(cycleId, "participants", page));
  const data = list.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h3>Participants</h3>
        </CardTitle>
        {canChange && <AddLateJoiner cycleId={cycleId} />}
      </CardHeader>
      <CardContent className="space-y-4">
        {list.error ? (
          <LoadError
            title="Failed to load participants"
            message={messageOf(list.error, "Please try again.")}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : !data ? (
          <LoadingBars label="Loading participants" bars={Array(3).fill("h-8 w-full")} />
        ) : data.participants.length === 0 ? (
          <p className="text-sm text-muted-foreground">No participants yet.</p>
        ) : (
          <>
            <Table aria-label="Participants">
              <TableHeader>
                <TableRow>
                  <TableHead>Employee</TableHead>
                  <TableHead>Reviewer</TableHead>
                  <TableHead>Included by</TableHead>
                  <TableHead>Status</TableHead>
                  {canChange && <TableHead>Actions</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.participants.map((p) => (
                  <TableRow key={p.hrisId}>
                    <TableCell>
                      {p.name} <span className="text-muted-foreground">({p.hrisId})</span>
                    </TableCell>
                    <TableCell>{p.reviewer?.name ?? "-"}</TableCell>
                    <TableCell>{p.includedBy}</TableCell>
                    <TableCell>
                      {p.status === "Left" ? (
                        <Badge variant="secondary">Left</Badge>
                      ) : (
                        <Badge variant="success">Active</Badge>
                      )}
                    </TableCell>
                    {canChange && (
                      <TableCell>
                        {p.status === "Active" && (
                          <div className="flex flex-wrap gap-2">
                            <ReassignReviewer cycleId={cycleId} participant={p} />
                            <MarkLeaver cycleId={cycleId} participant={p} />
                          </div>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PaginationBar
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              disabled={list.isPlaceholderData}
              label="Participant pages"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function HrisIdField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        aria-required
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function AddLateJoiner({ cycleId }: { cycleId: number }) {
  const write = useCycleWrite();
  const [hrisId, setHrisId] = useState("");
  return (
    <ActionDialog
      trigger={
        <Button size="sm" variant="outline">
          <UserPlus aria-hidden />
          Add late joiner
        </Button>
      }
      title="Add a late joiner"
      description="Their personal due dates are the phase's, or their joining date plus the cycle's late-joiner days when that is later."
      confirmLabel="Add"
      canConfirm={hrisId.trim().length > 0}
      onConfirm={async () => {
        await write.mutateAsync({
          method: "POST",
          url: cycleUrl(cycleId, "/participants"),
          body: { hrisId: hrisId.trim() },
        });
        setHrisId("");
      }}
    >
      <HrisIdField id="late-joiner-hris-id" label="Employee HRIS ID" value={hrisId} onChange={setHrisId} />
    </ActionDialog>
  );
}

const participantUrl = (cycleId: number, p: ParticipantRow) =>
  cycleUrl(cycleId, `/participants/${encodeURIComponent(p.hrisId)}`);

function ReassignReviewer({ cycleId, participant }: { cycleId: number; participant: ParticipantRow }) {
  const write = useCycleWrite();
  const [reviewer, setReviewer] = useState("");
  return (
    <ActionDialog
      trigger={
        <Button size="sm" variant="outline">
          Reassign reviewer<span className="sr-only"> of {participant.name}</span>
        </Button>
      }
      title={`Reassign ${participant.name}'s reviewer`}
      description={`Now reviewed by ${participant.reviewer?.name ?? "nobody"}. The draft moves with the review; the previous reviewer can no longer change it.`}
      confirmLabel="Reassign"
      canConfirm={reviewer.trim().length > 0}
      onConfirm={async () => {
        await write.mutateAsync({
          method: "PATCH",
          url: participantUrl(cycleId, participant),
          body: { reviewerHrisId: reviewer.trim() },
        });
        setReviewer("");
      }}
    >
      <HrisIdField
        id="reviewer-hris-id"
        label="New reviewer's HRIS ID"
        value={reviewer}
        onChange={setReviewer}
      />
    </ActionDialog>
  );
}

function MarkLeaver({ cycleId, participant }: { cycleId: number; participant: ParticipantRow }) {
  const write = useCycleWrite();
  return (
    <ActionDialog
      trigger={
        <Button size="sm" variant="outline">
          Mark as left<span className="sr-only"> {participant.name}</span>
        </Button>
      }
      title={`${participant.name} left the cycle`}
      description="Their reviews become read-only and leave the completion counts; nothing is deleted."
      confirmLabel="Mark as left"
      reasonLabel="Reason"
      destructive
      onConfirm={async (reason) => {
        await write.mutateAsync({
          method: "PATCH",
          url: participantUrl(cycleId, participant),
          body: { status: "Left", reason },
        });
      }}
    />
  );
}
