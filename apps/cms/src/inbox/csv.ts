/**
 * The inbox's CSV (docs/decisions/0037): UTF-8 with a byte-order mark (so Excel
 * reads Spanish text right), a header row naming every column, CRLF line ends, every field quoted,
 * and no cell a spreadsheet would run as a formula: a text starting with =, +, -, @, a tab or a
 * carriage return gets a leading apostrophe (OWASP "CSV injection").
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

/** The whole file: BOM, the header, one line per row (columns in `columns` order). */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(quote).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(cell(row[c]))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
