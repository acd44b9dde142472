/**
 * A deep copy of a form's values as they are now. react-hook-form's getValues() copies only the top
 * level and later edits change the nested objects in place, so values kept while a save is out
 * would silently become what was typed after it (and count as saved). Form values are JSON data.
 */
export function formSnapshot<T>(values: T): T {
  return JSON.parse(JSON.stringify(values)) as T;
}
