import { readJsonBody } from "@/lib/server/http/read-body";
import { AppError } from "@/lib/server/errors";

function streamOf(chunks: number, size: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(32));
    },
  });
}

describe("readJsonBody", () => {
  it("refuses a body past the limit while streaming, before reading it all", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        if (pulled > 100) controller.close();
      },
    });
    const req = new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit);
    await expect(readJsonBody(req, 2 * 1024 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThan(10);
  });
  it("refuses a declared Content-Length past the limit at once", async () => {
    const req = new Request("http://x/", {
      method: "POST",
      body: "{}",
      headers: { "content-length": "999999999" },
    });
    await expect(readJsonBody(req, 1024)).rejects.toBeInstanceOf(AppError);
  });
  it("parses JSON within the limit and refuses broken JSON with 400", async () => {
    const ok = new Request("http://x/", { method: "POST", body: '{"a":1}' });
    await expect(readJsonBody(ok)).resolves.toEqual({ a: 1 });
    const bad = new Request("http://x/", {
      method: "POST",
      body: streamOf(1, 10),
      duplex: "half",
    } as RequestInit);
    await expect(readJsonBody(bad)).rejects.toMatchObject({ status: 400 });
  });
});
