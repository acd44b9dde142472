import "server-only";
import Papa from "papaparse";

// The one reader for the importers' CSV files (employees, self-reviews, recognitions): rows keyed
// by the trimmed header, each with its line number in the file (header = line 1) so a problem can
// be found in a spreadsheet. Blank lines are skipped; extra columns are ignored.

export type CsvRow = { line: number; values: Record<string, string> };
export type CsvProblem = { line: number; message: string };

/** `rowNoun` names the rows in "the file has a header but no … rows". */
export function readCsvRows(
  text: string,
  requiredColumns: readonly string[],
  rowNoun: string,
): { rows: CsvRow[]; problems: CsvProblem[]; columns: string[] } {
  const source = text.replace(/^\uFEFF/, ""); // Excel's UTF-8 byte order mark
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  let fields: string[] = [];
  // Line numbers from papaparse's cursor: a quoted cell may span lines, so the row index is not enough.
  const headerEnd = source.search(/\r\n|\n|\r/);
  let offset = headerEnd < 0 ? source.length : headerEnd;
  let line = 1;

  Papa.parse<Record<string, string>>(source, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
    transform: (v) => v.trim(),
    step: (result) => {
      if (!fields.length) fields = result.meta.fields ?? [];
      // The row starts at the first non-blank character after the previous row.
      let start = offset;
      while (start < source.length && /\s/.test(source[start])) start++;
      line += countLineBreaks(source, offset, start);
      const rowLine = line;
      line += countLineBreaks(source, start, result.meta.cursor);
      offset = result.meta.cursor;

      for (const error of result.errors) {
        // Too few fields only means trailing optional cells were left out; the row checks catch the rest.
        if (error.code === "TooFewFields") continue;
        problems.push({
          line: rowLine,
          message:
            error.code === "TooManyFields"
              ? "too many fields (a comma inside an unquoted value?)"
              : error.message,
        });
      }
      rows.push({ line: rowLine, values: result.data });
    },
  });

  const missing = requiredColumns.filter((c) => !fields.includes(c));
  if (!fields.length && !rows.length) problems.push({ line: 1, message: "the file is empty" });
  else if (missing.length)
    problems.push({
      line: 1,
      message: `missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`,
    });
  else if (!rows.length) problems.push({ line: 1, message: `the file has a header but no ${rowNoun} rows` });
  return { rows, problems, columns: fields };
}

function countLineBreaks(text: string, from: number, to: number) {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++; // \n, or a lone \r
  }
  return n;
}
