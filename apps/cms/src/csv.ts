/**
 * The CMS's one CSV writer, for the inbox's export (plugins/inbox/server/src/inbox-table.ts, docs/decisions/0037, 0091) and the
 * Site analytics tables (plugins/site-analytics/admin/src/Dashboard.tsx): UTF-8 with a byte-order mark (so Excel reads
 * Spanish text right), a header row, CRLF line ends, every field quoted, and no cell a spreadsheet
 * would run as a formula: a text starting with =, +, -, @, a tab or a carriage return gets a leading
 * apostrophe (OWASP "CSV injection"). Numbers and booleans are written as they are. Imports nothing
 * (the admin's bundle takes it too).
 */
const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text: dates as ISO 8601, objects as JSON, formula starts neutralised. Numbers and booleans as they are. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** A table: BOM, the header, one line per row (cells in the header's order). */
export function csvTable(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  const lines = [header.map(quote).join(',')];
  for (const row of rows) lines.push(row.map((value) => quote(cell(value))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
