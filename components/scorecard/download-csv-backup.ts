"use client";
import { apiRequest } from "@/lib/client/api";

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * The automatic CSV backup after a submit (spec 2 §7): fetch with the session, then save the
 * blob through a temporary a[download] so the browser keeps the server's file name.
 */
export async function downloadBehavioralCsv(employeeHrisId: string, managerHrisId: string): Promise<string> {
  const res = await apiRequest(
    "GET",
    `/api/manager-behavioral-review/download-csv/${encodeURIComponent(employeeHrisId)}/${encodeURIComponent(managerHrisId)}`,
  );
  const blob = await res.blob();
  const filename = filenameFrom(res.headers.get("content-disposition")) ?? "Behavioral_Review.csv";
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = filename;
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return filename;
}
