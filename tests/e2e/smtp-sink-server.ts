// The SMTP sink of the Playwright servers that send email (nudges.spec.ts): the integration tests'
// real SMTP server (tests/helpers/smtp-sink.ts) on E2E_SMTP_PORT, and on E2E_SMTP_HTTP_PORT an HTTP
// answer with what it received, `GET /messages` → [{to, subject, text}] (text: the decoded MIME
// source). Run with `tsx`; playwright.config.ts starts it before the app server that uses it.
import http from "node:http";
import { startSmtpSink } from "../helpers/smtp-sink";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error("Set E2E_SMTP_PORT and E2E_SMTP_HTTP_PORT.");

void startSmtpSink({ port: smtpPort }).then((sink) => {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/messages") {
      res.writeHead(404).end();
      return;
    }
    const body = sink.messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text }));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  server.listen(httpPort, "127.0.0.1", () =>
    console.log(`SMTP sink on ${sink.url}, messages at http://127.0.0.1:${httpPort}/messages`),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      server.close();
      void sink.close().then(() => process.exit(0));
    });
});
