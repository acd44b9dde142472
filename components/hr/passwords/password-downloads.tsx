"use client";
import { useState } from "react";
import { Download, FileSpreadsheet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { messageOf } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download-file";
import type { useRecentSignIn } from "@/components/hr/passwords/recent-sign-in";

// The password list as a file: the spec's CSV, and the same list as an .xlsx whose text cells keep
// HRIS ids such as 00123 exactly in every spreadsheet. Both need a recent sign-in and are audited.

const FILES = {
  csv: { url: "/api/hr/passwords-csv", name: "employee-passwords.csv", label: "Download CSV" },
  xlsx: { url: "/api/hr/passwords-xlsx", name: "employee-passwords.xlsx", label: "Download Excel" },
} as const;

type Props = {
  disabled: boolean;
  withRecentSignIn: ReturnType<typeof useRecentSignIn>["withRecentSignIn"];
};

export function PasswordDownloads({ disabled, withRecentSignIn }: Props) {
  const [downloading, setDownloading] = useState<keyof typeof FILES | null>(null);

  async function download(kind: keyof typeof FILES) {
    const file = FILES[kind];
    setDownloading(kind);
    try {
      await withRecentSignIn(() => downloadFile(file.url, file.name));
    } catch (error) {
      toast({
        title: "Download failed",
        description: messageOf(error, "The file could not be downloaded."),
        variant: "destructive",
      });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      {(["csv", "xlsx"] as const).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          disabled={disabled}
          softDisabled={downloading !== null}
          onClick={() => void download(kind)}
        >
          {kind === "csv" ? <Download aria-hidden /> : <FileSpreadsheet aria-hidden />}
          {downloading === kind ? "Downloading..." : FILES[kind].label}
        </Button>
      ))}
    </>
  );
}
