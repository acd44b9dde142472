// Part of `npm run bench:export`: the resident memory of a process group (the `next start`
// server and anything it spawned), read from /proc (Linux).
import fs from "node:fs";

/** Sum of VmRSS over every process whose process group is `pgid`; 0 where /proc is missing. */
export function groupRssBytes(pgid: number): number {
  let total = 0;
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // fields after the command name (which may hold spaces): state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
