"use client";
import { useState } from "react";
import { FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { messageOf } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download-file";

/** "Export to Excel": the dashboard's numbers for the chosen grouping and team, as a workbook. */
export function CompletionExport({ url }: { url: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(url, "completion.xlsx");
    } catch (error) {
      toast({
        title: "Download failed",
        description: messageOf(error, "The file could not be downloaded."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" softDisabled={busy} onClick={() => void download()}>
      <FileSpreadsheet aria-hidden />
      {busy ? "Downloading..." : "Export to Excel"}
    </Button>
  );
}
