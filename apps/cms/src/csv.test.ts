import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../tests/csv-read';
import { csvTable } from './csv';

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
    expect(parseCsv(csv)).toEqual([
      ['a', 'b'],
      ["'=1+1", "'+52 55 1234"],
      ["'-cmd", "'@SUM(A1)"],
      ["'\tx", "'\ry"],
      ['-5', '3.5'],
      ['Núñez, "Ana"\nline', ''],
    ]);
  });

  it('is the only one: the Site analytics tables and the inbox export write through it', () => {
    const dir = new URL('./plugins/site-analytics/admin/src/', import.meta.url);
    const sources = readdirSync(dir).map((f) => readFileSync(new URL(f, dir), 'utf8'));
    expect(sources.some((s) => s.includes("import { csvTable } from '../../../../csv'"))).toBe(true);
    expect(sources.every((s) => !/FORMULA|\^\[=\+/.test(s))).toBe(true);
    // And the inbox's export: the same function.
    const inbox = readFileSync(new URL('./plugins/inbox/server/src/inbox-table.ts', import.meta.url), 'utf8');
    expect(inbox).toContain("import { csvTable } from '../../../../csv';");
    expect(inbox).not.toMatch(/FORMULA|\^\[=\+|\\uFEFF/);
  });
});
