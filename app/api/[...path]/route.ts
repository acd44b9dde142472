import { route } from "@/lib/server/http/route";
import { notFound } from "@/lib/server/errors";

// ANY /api/<unknown> – an unknown API path answers the API's JSON error shape, not an HTML page.
const unknownApiPath = route({ access: "public" }, async () => {
  throw notFound("There is no such API call.");
});

export const GET = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
