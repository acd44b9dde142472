// Company values are named loosely outside this product ("Result Orientation", "results
// orientation", "Drive To Excellence"): one rule matches such a name to a value, for the screen's
// recognition examples and for the importers.

/** Lower-case words only, with "results" read as "result". */
export function valueNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((w) => (w === "results" ? "result" : w))
    .join(" ");
}

/** The value a free-text name (or its numeric id) refers to, or undefined. */
export function findValueByName<T extends { id: number; name: string }>(
  values: T[],
  name: string,
): T | undefined {
  const text = name.trim();
  if (/^\d+$/.test(text)) return values.find((v) => v.id === Number(text));
  const key = valueNameKey(text);
  return key ? values.find((v) => valueNameKey(v.name) === key) : undefined;
}
