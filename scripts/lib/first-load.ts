/**
 * First-load JavaScript of each page route, measured from the site's client build (docs/decisions/0019): the
 * files a document load fetches before the page is interactive — React Router's entry and its
 * imports, and for the root and the page route their module and static imports (what the server
 * lists as `modulepreload`). Each file is counted once, at its gzip size (level 9, deterministic).
 * Chunks loaded on demand (dynamic imports: the contact form, the chat panel) are not counted.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RouteEntry extends ManifestEntry {
  id: string;
  parentId?: string;
  hasDefaultExport?: boolean;
}
interface ReactRouterManifest {
  entry: ManifestEntry;
  routes: Record<string, RouteEntry>;
}

export interface RouteWeight {
  route: string;
  files: string[];
  gzipBytes: number;
}

/** React Router's browser manifest (`window.__reactRouterManifest={…};` in assets/manifest-*.js). */
export function readManifest(clientDir: string): ReactRouterManifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets} (run npm run build)`);
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return JSON.parse(json) as ReactRouterManifest;
}

/** Gzip sizes of each page route's first-load JavaScript (routes with a component only). */
export function firstLoadWeights(clientDir: string): RouteWeight[] {
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipSize = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, url.replace(/^\//, ''))), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const chain = (route: RouteEntry): RouteEntry[] => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    return parent ? [...chain(parent), route] : [route];
  };
  return Object.values(manifest.routes)
    .filter((r) => r.id !== 'root' && r.hasDefaultExport)
    .map((route) => {
      const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
      for (const r of chain(route)) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
      const list = [...files].sort();
      return { route: route.id, files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(f), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The chunks a chunk of `assets` brings with it when it is evaluated: itself and its static imports
 * (`import{…}from"./x.js"`), transitively, less those in `skip` (loaded anyway). Dynamic
 * `import("./x.js")` chunks load later and are not followed.
 */
export function staticClosure(assets: string, start: string, skip: ReadonlySet<string | undefined> = new Set()): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    if (files.includes(name) || skip.has(name)) return;
    files.push(name);
    const text = readFileSync(join(assets, name), 'utf8');
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) if (m[1]) visit(m[1]);
  };
  visit(start);
  return files;
}

/** The forms' code drawn on demand: its chunks' names start so (features/*). */
const FORM_CHUNKS = /^(?:LeadDialog|ContactForm|ChatContactForm|ChatPanel)-[\w-]+\.js$/;
/** The forms' schemas module: zod and the phone-number rules. */
const SCHEMAS_MARK = /\bZodError\b|libphonenumber/;

/**
 * Each on-demand form chunk, with the chunks among its static imports that hold the forms' schemas:
 * none, since a form is drawn (and the lead dialog opens) without them and fetches them on its first
 * focus or check (docs/decisions/0068).
 */
export function formChunksWithSchemas(clientDir: string): Array<{ chunk: string; schemas: string[] }> {
  const assets = join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((f) => FORM_CHUNKS.test(f))
    .map((chunk) => ({
      chunk,
      schemas: staticClosure(assets, chunk).filter((f) => SCHEMAS_MARK.test(readFileSync(join(assets, f), 'utf8'))),
    }));
}

/** A text only React's development build carries (the production one names its errors by number). */
const DEVELOPMENT_REACT = 'react.dev/link/hydration-mismatch';

/** The client's scripts that carry React's development build: none in a build fit to measure or serve. */
export function developmentBuildFiles(clientDir: string): string[] {
  const assets = join(clientDir, 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(DEVELOPMENT_REACT));
}

/**
 * The languages' texts (docs/decisions/0089): JSON files of their own, not scripts; a page fetches
 * its language's one before it hydrates. Their gzip sizes (level 9), by language.
 */
export function textWeights(clientDir: string): Array<{ lang: string; file: string; gzipBytes: number }> {
  const assets = join(clientDir, 'assets');
  return readdirSync(assets)
    .flatMap((file) => {
      const lang = /^(es|en)-[\w-]+\.json$/.exec(file)?.[1];
      return lang ? [{ lang, file, gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }] : [];
    })
    .sort((a, b) => a.lang.localeCompare(b.lang));
}
