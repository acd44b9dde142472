import "server-only";
// Every request gets an id, returned as X-Request-Id and written on its log line. An id set by the
// platform's router (Heroku, most load balancers) is kept so both logs line up.

const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFor(headers: Headers): string {
  const incoming = headers.get("x-request-id");
  return incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}
