import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { hrCookie, managerCookie } from "@/tests/helpers/http";

// "/" is the manager home for a manager and Password Management for HR (spec 1 §2). HR's is
// served from /hr-dashboard under the same address, so the manager home's scripts never carry
// HR's screens (issue 12, first-load JS).
const visit = (path: string, cookie: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }));

describe("the home address", () => {
  it("serves HR's Password Management at / without changing the address", async () => {
    const res = await visit("/", await hrCookie({ id: 1, username: "hradmin" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/hr-dashboard");
  });

  it("serves a manager's home at / itself", async () => {
    const res = await visit("/", await managerCookie({ id: 1, hrisId: "E00001", name: "Top" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
  });
});
