/** A table as CSV (RFC 4180: quoted when needed; a leading =, +, - or @ neutralised for spreadsheets). */
export function toCsv(headers: string[], rows: Array<Array<string | number | null>>): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [headers, ...rows].map((r) => r.map(cell).join(',')).join('\r\n');
}

/** Offers a CSV file for download (UTF-8 with a byte-order mark, so spreadsheets read accents). */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
