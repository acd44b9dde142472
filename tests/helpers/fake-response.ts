/** What the app's fetch helpers read of a Response, for tests that answer fetch themselves (jsdom has none). */
export function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status < 400,
    status,
    statusText: status < 400 ? "OK" : "Error",
    headers: new Headers(),
    json: async () => body,
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}
