// One more Yardstick instance for the shutdown tests, without Next: the server's background work
// (outbox worker, password-job watch), its SIGTERM handling, and a listening HTTP socket like a
// real instance's. Run with `node --conditions=react-server --import tsx`; prints "instance ready".
import http from "node:http";
import { getEnv } from "@/lib/server/env";
import { startBackgroundWork } from "@/lib/server/passwords/start-background-work";
import { installShutdownHandlers } from "@/lib/server/shutdown";

getEnv();
startBackgroundWork();
installShutdownHandlers();
http.createServer((_req, res) => res.end("ok")).listen(0, "127.0.0.1", () => console.log("instance ready"));
