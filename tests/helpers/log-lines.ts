import { Writable } from "node:stream";
import { resetLogger } from "@/lib/server/log";

export type LogLine = { level: string; msg: string } & Record<string, unknown>;

/** Reads the app's JSON log lines (at `level`) into the returned array for the file's tests. */
export function captureLogLines(level = "debug"): LogLine[] {
  const lines: LogLine[] = [];
  beforeAll(() => {
    process.env.LOG_LEVEL = level;
    resetLogger(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split("\n").filter(Boolean))
            lines.push(JSON.parse(line) as LogLine);
          done();
        },
      }),
    );
  });
  afterAll(() => {
    process.env.LOG_LEVEL = "silent";
    resetLogger();
  });
  return lines;
}
