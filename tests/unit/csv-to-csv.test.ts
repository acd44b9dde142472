import Papa from "papaparse";
import { neutraliseCell, toCsv } from "@/lib/server/csv/to-csv";
import { fileDateStamp, safeFilenamePart } from "@/lib/server/csv/csv-download";

describe("neutraliseCell", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")'])(
    "prefixes %j with an apostrophe",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text, numbers and empties alone", () => {
    expect(neutraliseCell("Plain text = fine")).toBe("Plain text = fine");
    expect(neutraliseCell(" =leading space")).toBe(" =leading space");
    expect(neutraliseCell(-1)).toBe(-1);
    expect(neutraliseCell(4.5)).toBe(4.5);
    expect(neutraliseCell(null)).toBe("");
    expect(neutraliseCell(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header, CRLF rows, RFC 4180 quoting, and pads short rows", () => {
    const csv = toCsv(["A", "B", "C"], [["x, y", 'say "hi"', "line\nbreak"], ["only"]]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFA,B,C\r\n"x, y","say ""hi""","line\nbreak"\r\nonly,,\r\n');
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual(["x, y", 'say "hi"', "line\nbreak"]);
  });

  it("neutralises formula cells everywhere, header included, and can omit the BOM", () => {
    const csv = toCsv(["=Header"], [["-2+3"], [7]], { bom: false });
    expect(csv).toBe("'=Header\r\n'-2+3\r\n7\r\n");
  });
});

describe("file names", () => {
  it("replaces unsafe characters with underscores and keeps letters", () => {
    expect(safeFilenamePart("Jane Doe")).toBe("Jane_Doe");
    expect(safeFilenamePart("Zoë O'Brien/../x")).toBe("Zoë_O_Brien_.._x");
    expect(safeFilenamePart("..hidden")).toBe("_hidden");
    expect(safeFilenamePart("")).toBe("_");
  });

  it("stamps dates as YYYY-MM-DD (UTC)", () => {
    expect(fileDateStamp(new Date("2025-06-30T23:30:00Z"))).toBe("2025-06-30");
  });
});
