/** One record of a CSV file with the line it starts on (1-based), for error messages. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Parses CSV as RFC 4180 writes it (Search Console exports do): comma-separated, fields optionally in double
 * quotes with "" for a quote, line breaks allowed inside quotes, CRLF or LF, a leading BOM. Empty lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let cellStarted = false;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    cellStarted = false;
  };

  for (let index = 0; index < source.length; index++) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') {
        quoted = false;
      } else {
        if (character === '\n') line++;
        cell += character;
      }
      continue;
    }
    if (character === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (character === ',') {
      cells.push(cell);
      cell = '';
      cellStarted = false;
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else if (character === '"') {
      throw new CsvSyntaxError(line, 'a quote inside an unquoted value');
    } else {
      cell += character;
      cellStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted value is never closed');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
