import { acceptsGzip, preferredEncoding } from "@/lib/server/http/accept-encoding";

// Which stored copy of a cached answer a client gets (ADR 0020).
it.each([
  ["gzip, deflate, br, zstd", "br"], // what Chromium sends
  ["gzip, deflate", "gzip"],
  ["br;q=0.5, gzip", "gzip"],
  ["br;q=1.0, gzip;q=0.8", "br"],
  ["br;q=0, gzip;q=0", undefined],
  ["*", "br"],
  ["*;q=0.1, gzip;q=0.9", "gzip"],
  ["x-gzip", "gzip"],
  ["identity", undefined],
  ["deflate", undefined],
  ["", undefined],
  [null, undefined],
  ["BR, GZIP", "br"],
  ["gzip;q=abc", undefined],
])("Accept-Encoding %p → %p", (header, expected) => {
  expect(preferredEncoding(header)).toBe(expected);
});

// A kept home page is sent gzipped to any client that takes gzip, whatever it prefers (front-pages.ts).
it.each([
  ["gzip, deflate, br, zstd", true],
  ["br", false],
  ["br;q=1, gzip;q=0.1", true],
  ["gzip;q=0", false],
  ["*", true],
  ["x-gzip", true],
  ["identity", false],
  [null, false],
])("takes gzip: %p → %p", (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected);
});
