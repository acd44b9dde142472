// One Yardstick instance's reminder work for the two-instance tests, driven by a fake clock: each
// line "tick <ISO time>" on stdin runs the reminder planner at that time, then drains the email
// outbox until nothing is due, and prints "done <ISO time>". Run with
// `node --conditions=react-server --import tsx`; prints "instance ready" first.
import readline from "node:readline";
import { getEnv } from "@/lib/server/env";
import { runReminderPlanner } from "@/lib/server/reminders/run-planner";
import { deliverDueEmails } from "@/lib/server/mail/outbox-worker";

getEnv();
const lines = readline.createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on("line", (line) => {
  const [command, iso] = line.trim().split(" ");
  if (command !== "tick" || !iso) return;
  queue = queue.then(async () => {
    try {
      await runReminderPlanner(new Date(iso));
      while ((await deliverDueEmails(100)) > 0);
      console.log(`done ${iso}`);
    } catch (error) {
      console.log(`failed ${iso} ${error instanceof Error ? error.message : String(error)}`);
    }
  });
});
console.log("instance ready");
