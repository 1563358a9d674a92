// CSV as Excel opens it (docs/decisions/042), for every export of the server (the orders, the
// dashboards' figures): a UTF-8 byte-order mark first so Thai reads right; cells quoted as RFC 4180
// says, and a cell that starts like a formula (= + - @, or a tab or carriage return) prefixed with
// an apostrophe so Excel shows it as text and never runs it (OWASP "CSV injection").

/** The byte-order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text defused, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended as RFC 4180 says. */
export const csvLine = (cells: ReadonlyArray<string | number>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
