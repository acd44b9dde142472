import http from "node:http";
import { clientAddress } from "@/lib/server/http/client-address";
import { installPeerAddressStamp, stampPeerAddress } from "@/lib/server/http/peer-address";

// Finding 3 of issue 11: a client-supplied X-Forwarded-For was believed, so rotating it gave
// unlimited guesses and put the attacker's chosen address in the audit rows.
const headers = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("ignores X-Forwarded-For with no trusted proxy (the default) and uses the socket's address", () => {
    const h = headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" });
    expect(clientAddress(h, 0)).toBe("unknown");
    stampPeerAddress(h, "203.0.113.9");
    expect(clientAddress(h, 0)).toBe("203.0.113.9");
  });

  it("does not believe a peer header the client wrote itself", () => {
    const h = headers({ "x-yardstick-peer": "forged 198.51.100.1" });
    expect(clientAddress(h, 0)).toBe("unknown");
  });

  it("takes the entry the outermost trusted proxy appended", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" });
    expect(clientAddress(h, 1)).toBe("10.0.0.2");
    expect(clientAddress(h, 2)).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7" }), 2)).toBe("198.51.100.7");
  });

  it("stamps the socket's address on requests of a real Node server, over anything the client sent", async () => {
    installPeerAddressStamp();
    const server = http.createServer((req, res) => {
      const h = new Headers(req.headers as Record<string, string>);
      res.end(clientAddress(h, 0));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "x-forwarded-for": "1.2.3.4", "x-yardstick-peer": "forged 1.2.3.4" },
    });
    expect(await res.text()).toBe("127.0.0.1");
    await new Promise((resolve) => server.close(resolve));
  });
});
