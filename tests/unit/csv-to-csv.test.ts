import Papa from "papaparse";
import { csvScore, neutraliseCell, toCsv } from "@/lib/server/csv/to-csv";
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
    expect(csv).toBe('\uFEFF"A","B","C"\r\n"x, y","say ""hi""","line\nbreak"\r\n"only",,\r\n');
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual(["x, y", 'say "hi"', "line\nbreak"]);
  });

  it("quotes every text cell, so ids, numbers-as-text and dates-as-text stay text; numbers stay bare", () => {
    const csv = toCsv(
      ["HRIS ID", "Name", "Score"],
      [
        ["00123", "TRUE", 4.5],
        ["1E5", "1/2", 3],
        ["Review Cycle", "Jun-25", ""],
      ],
      { bom: false },
    );
    expect(csv).toBe(
      '"HRIS ID","Name","Score"\r\n"00123","TRUE",4.5\r\n"1E5","1/2",3\r\n"Review Cycle","Jun-25",\r\n',
    );
  });

  it("neutralises formula cells everywhere, header included, and can omit the BOM", () => {
    const csv = toCsv(["=Header"], [["-2+3"], [7], [-1]], { bom: false });
    expect(csv).toBe(`"'=Header"\r\n"'-2+3"\r\n7\r\n-1\r\n`);
  });
});

describe("csvScore", () => {
  it("writes a score as the number every screen shows (one decimal), empty when missing", () => {
    expect(csvScore("3.45")).toBe(3.5);
    expect(csvScore(4)).toBe(4);
    expect(csvScore(null)).toBe("");
    expect(csvScore(undefined)).toBe("");
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
