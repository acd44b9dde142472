import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

// A real SMTP server inside the test process, on a random local port (or `port`). `mode` decides how it answers
// the next recipients: accept, a transient refusal (451) or a permanent one (550); `connections`
// counts the SMTP connections it has accepted; `delayMs` makes each message take that long.
// `subject` is the Subject header unfolded (a long one is folded over several lines in `raw`).
export type SinkMessage = { from: string; to: string[]; raw: string; text: string; subject: string };

export async function startSmtpSink({ port: listenPort = 0 }: { port?: number } = {}) {
  const messages: SinkMessage[] = [];
  const state = { mode: "accept" as "accept" | "transient" | "permanent", connections: 0, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === "transient")
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      if (state.mode === "permanent")
        return callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
          subject: subjectOf(raw),
        });
        callback();
      });
    },
  });
  // A client that goes away mid-connection (an instance stopped by a test) is not the test's failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function subjectOf(raw: string) {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, "");
  return /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
}
