import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets } from './lib/budget';
import { firstLoadWeights, formChunksWithSchemas, staticClosure } from './lib/first-load';

// A client build in miniature: React Router's manifest and the files it names.
const dir = mkdtempSync(join(tmpdir(), 'budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'assets'));
const files: Record<string, string> = {
  'entry.js': 'export const entry = 1;'.repeat(40),
  'react.js': 'export function react() { return "react"; }'.repeat(200),
  'root.js': 'export const root = "root";'.repeat(30),
  'home.js': 'export const home = "home";'.repeat(50),
  'form.js': 'export const form = "a lazy form chunk";'.repeat(500),
  'about.js': 'export const about = "about";'.repeat(10),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
const manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js'], hasDefaultExport: true },
    'routes/home': {
      id: 'routes/home',
      parentId: 'root',
      module: '/assets/home.js',
      imports: ['/assets/react.js'],
      hasDefaultExport: true,
    },
    'routes/about': { id: 'routes/about', parentId: 'root', module: '/assets/about.js', hasDefaultExport: true },
    'routes/api': { id: 'routes/api', parentId: 'root', module: '/assets/api.js', hasDefaultExport: false },
  },
};
writeFileSync(join(dir, 'assets', 'manifest-1a2b3c4d.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
const gz = (name: string) => gzipSync(files[name] ?? '', { level: 9 }).length;

describe('first-load JS budget (docs/decisions/0019)', () => {
  it('counts each page route’s entry, root and route files once, at gzip size, without on-demand chunks', () => {
    const weights = firstLoadWeights(dir);
    expect(weights.map((w) => w.route)).toEqual(['routes/about', 'routes/home']);
    const home = weights.find((w) => w.route === 'routes/home');
    expect(home?.files).toEqual(['/assets/entry.js', '/assets/home.js', '/assets/react.js', '/assets/root.js']);
    expect(home?.gzipBytes).toBe(gz('entry.js') + gz('react.js') + gz('root.js') + gz('home.js'));
    expect(home?.files).not.toContain('/assets/form.js');
  });

  it('fails a route past its budget (its own or the default) and passes one within', () => {
    const weights = firstLoadWeights(dir);
    const home = weights.find((w) => w.route === 'routes/home')?.gzipBytes ?? 0;
    const tight = (home - 1) / 1024;
    const rows = checkBudgets(weights, { goal: 100, default: 100, routes: { 'routes/home': tight } });
    expect(rows.find((r) => r.route === 'routes/home')?.over).toBe(true);
    expect(rows.find((r) => r.route === 'routes/about')?.over).toBe(false);
    expect(checkBudgets(weights, { goal: 100, default: 0.01, routes: {} }).every((r) => r.over)).toBe(true);
  });
});

describe('form chunks without the schemas (docs/decisions/0068)', () => {
  const build = mkdtempSync(join(tmpdir(), 'forms-'));
  afterAll(() => rmSync(build, { recursive: true, force: true }));
  mkdirSync(join(build, 'assets'));
  const write = (name: string, text: string) => writeFileSync(join(build, 'assets', name), text);
  write('schemas-1.js', 'class ZodError extends Error{};export const leadSchema=1;');
  write('fields-1.js', 'export const field=1;');
  write('LeadDialog-a1.js', 'import{field as f}from"./fields-1.js";const s=()=>import("./schemas-1.js");export default f;');
  write('ContactForm-b2.js', 'import{leadSchema as l}from"./bridge-1.js";export const ContactForm=l;');
  write('bridge-1.js', 'import"./schemas-1.js";export{leadSchema}from"./schemas-1.js";');

  it('follows static imports only, transitively', () => {
    const assets = join(build, 'assets');
    expect(staticClosure(assets, 'LeadDialog-a1.js')).toEqual(['LeadDialog-a1.js', 'fields-1.js']);
    expect(staticClosure(assets, 'ContactForm-b2.js')).toEqual(['ContactForm-b2.js', 'bridge-1.js', 'schemas-1.js']);
  });

  it('names a form chunk that brings the schemas with it, and passes one that imports them on demand', () => {
    const rows = formChunksWithSchemas(build);
    expect(rows.find((r) => r.chunk === 'LeadDialog-a1.js')?.schemas).toEqual([]);
    expect(rows.find((r) => r.chunk === 'ContactForm-b2.js')?.schemas).toEqual(['schemas-1.js']);
  });
});
