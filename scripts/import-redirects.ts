/**
 * `npm run redirects:import -- old-site.csv` (docs/decisions/0035): creates and publishes one redirect
 * per row of a CSV of the old site's addresses, through the CMS admin API as the editor, so each row
 * passes the same checks as a redirect made by hand (no page of the site, no duplicate, no loop, no
 * chain). Columns, by a header row: `from` (a path or the old site's full URL), `to` (a path of this
 * site or a full http(s) address), optional `kind` (`permanent`/301, the default, or `temporary`/302)
 * and `note`. Prints one line per row; exits 1 when a row was refused (the others are imported).
 *
 * CMS_URL (default http://127.0.0.1:1337), ADMIN_EMAIL (default admin@example.com) and
 * ADMIN_PASSWORD (or STACK_DATA_DIR, a test stack's folder) say where and as whom.
 */
import { readFileSync } from 'node:fs';
import { adminFetch } from './lib/admin-token';

/**
 * The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF; a BOM dropped). The
 * separator is the header line's: a comma, or a semicolon as Excel writes it in Spanish.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

const KINDS: Record<string, 'permanent' | 'temporary'> = {
  '': 'permanent',
  permanent: 'permanent',
  '301': 'permanent',
  temporary: 'temporary',
  '302': 'temporary',
};
const BASE = '/content-manager/collection-types/api::redirect.redirect';

interface Outcome {
  line: number;
  from: string;
  ok: boolean;
  message: string;
}

/** Creates and publishes each row's redirect; one outcome per row. */
export async function importRedirects(cmsUrl: string, csv: string): Promise<Outcome[]> {
  const [header, ...rows] = parseCsv(csv);
  const col = (name: string) => header?.findIndex((h) => h.trim().toLowerCase() === name) ?? -1;
  const [from, to, kind, note] = ['from', 'to', 'kind', 'note'].map(col);
  if (from < 0 || to < 0) throw new Error('the CSV needs a header row with at least the columns from and to');
  const outcomes: Outcome[] = [];
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    const value = (k: number) => (k >= 0 ? (row[k] ?? '').trim() : '');
    const chosen = KINDS[value(kind).toLowerCase()];
    if (!chosen) {
      outcomes.push({ line, from: value(from), ok: false, message: `kind ${value(kind)}: use permanent (301) or temporary (302)` });
      continue;
    }
    const data = { from_path: value(from), to: value(to), kind: chosen, note: value(note) || null };
    const created = await adminFetch(cmsUrl, BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    const body = (await created.json().catch(() => ({}))) as {
      data?: { documentId?: string; from_path?: string };
      error?: { message?: string };
    };
    if (!created.ok || !body.data?.documentId) {
      outcomes.push({ line, from: data.from_path, ok: false, message: body.error?.message ?? `HTTP ${created.status}` });
      continue;
    }
    const published = await adminFetch(cmsUrl, `${BASE}/${body.data.documentId}/actions/publish`, { method: 'POST' });
    outcomes.push(
      published.ok
        ? { line, from: body.data.from_path ?? data.from_path, ok: true, message: `→ ${data.to} (${chosen})` }
        : { line, from: data.from_path, ok: false, message: `saved as a draft, not published: HTTP ${published.status}` },
    );
  }
  return outcomes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run redirects:import -- FILE.csv');
    process.exit(2);
  }
  const cmsUrl = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/$/, '');
  const outcomes = await importRedirects(cmsUrl, readFileSync(file, 'utf8'));
  for (const o of outcomes) console.log(`${o.ok ? 'imported' : 'REFUSED '} line ${o.line}: ${o.from} ${o.message}`);
  const refused = outcomes.filter((o) => !o.ok).length;
  console.log(`${outcomes.length - refused} imported, ${refused} refused`);
  process.exit(refused ? 1 : 0);
}
