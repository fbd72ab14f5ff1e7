import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvTable, toCsv } from './csv';

/** RFC 4180 as a spreadsheet reads it: quoted fields, "" for a quote, CRLF rows (BOM removed). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe("the CMS's one CSV writer", () => {
  it('neutralises every formula start (= + - @, tab, carriage return) in text, keeps numbers', () => {
    const csv = csvTable(
      ['a', 'b'],
      [
        ['=1+1', '+52 55 1234'],
        ['-cmd', '@SUM(A1)'],
        ['\tx', '\ry'],
        [-5, 3.5],
        ['Núñez, "Ana"\nline', null],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv)).toEqual([
      ['a', 'b'],
      ["'=1+1", "'+52 55 1234"],
      ["'-cmd", "'@SUM(A1)"],
      ["'\tx", "'\ry"],
      ['-5', '3.5'],
      ['Núñez, "Ana"\nline', ''],
    ]);
  });

  it('writes records by column names (the inbox) as the same table', () => {
    const rows = [{ name: '=HYPERLINK("x")', n: 2, when: new Date('2026-12-06T10:00:00Z') }];
    expect(toCsv(['name', 'n', 'when'], rows)).toBe(
      csvTable(['name', 'n', 'when'], [['=HYPERLINK("x")', 2, new Date('2026-12-06T10:00:00Z')]]),
    );
  });

  it('is the only one: the Site analytics tables download through it', () => {
    const dir = new URL('./admin/analytics/', import.meta.url);
    const sources = readdirSync(dir).map((f) => readFileSync(new URL(f, dir), 'utf8'));
    expect(sources.some((s) => s.includes("import { csvTable } from '../../csv'"))).toBe(true);
    expect(sources.every((s) => !/FORMULA|\^\[=\+/.test(s))).toBe(true);
  });
});
