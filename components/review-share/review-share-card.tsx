"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { apiJson, messageOf } from "@/lib/client/api";
import { AcknowledgementList } from "@/components/review-share/acknowledgement-list";
import { reviewShareKeys, shareStatusQuery, shareUrl } from "@/components/review-share/review-share-queries";
import { formatDateTime } from "@/lib/shared/format-date";

/**
 * The shared review of one employee, for their manager (the profile) and HR (the employee page):
 * the latest shared version, every acknowledgement with its comment, and "Share review" while the
 * cycle's sharing phase is open (the server decides; 409 / 422 come back as a toast).
 */
export function ReviewShareCard({ hrisId, canShare }: { hrisId: string; canShare: boolean }) {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(shareStatusQuery(hrisId));
  const share = useMutation({
    mutationFn: () => apiJson<{ message: string }>("POST", shareUrl(hrisId), { confirm: true }),
    onSuccess: (answer) => toast({ title: "Review shared", description: answer.message }),
    onError: (e) =>
      toast({
        title: "Not shared",
        description: messageOf(e, "The review could not be shared. Please try again."),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewShareKeys.all }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Shared review</h2>
        </CardTitle>
        <CardDescription>
          {data?.latest
            ? `Version ${data.latest.version} shared ${formatDateTime(data.latest.sharedAt)} by ${data.latest.sharedByName}.`
            : data
              ? "The review has not been shared with the employee in this cycle."
              : "What the employee reads of their review, and their acknowledgement."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading the shared review" />
        ) : error ? (
          <p role="alert" className="text-destructive">
            {messageOf(error, "The shared review could not be loaded.")}
          </p>
        ) : (
          <>
            {data.acknowledgements.length ? (
              <AcknowledgementList
                title="Acknowledgements"
                acknowledgements={data.acknowledgements}
                level={3}
              />
            ) : (
              data.latest && <p className="text-sm">Not acknowledged yet.</p>
            )}
            {canShare && data.cycle?.sharingOpen && (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button softDisabled={share.isPending}>
                    <Send aria-hidden />
                    {share.isPending ? "Sharing…" : data.latest ? "Share again" : "Share review"}
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Share the final review</AlertDialogTitle>
                    <AlertDialogDescription>
                      The employee will read this version of the review (scores, combined score, written
                      feedback and career path) and gets an email that it is ready to read. Later changes are
                      not shown until you share again, which asks them for a new acknowledgement.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction onClick={() => share.mutate()}>Share</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
