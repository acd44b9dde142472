"use client";
import { apiRequest } from "@/lib/client/api";

/** Fetches employee-passwords-{date}.csv and hands it to the browser as a download. */
export async function downloadPasswordsCsv() {
  const res = await apiRequest("GET", "/api/hr/passwords-csv");
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "employee-passwords.csv";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
