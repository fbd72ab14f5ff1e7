/**
 * The measurement beacon's weight (docs/decisions/0041): the `beacon-*.js` chunk of the client build
 * and the chunks it imports that every page does not load anyway (the root route's first load, and
 * the `page-start` and `visit` chunks every page loads after it to keep the visit's attribution), at gzip level 9. The web-vitals chunk (`vitals-*.js`) is loaded by the beacon afterwards
 * and reported apart. Budget: 2 KiB.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './first-load';

export const BEACON_BUDGET_BYTES = 2048;

interface BeaconWeight {
  files: string[];
  gzipBytes: number;
  vitalsGzipBytes: number;
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function beaconWeight(clientDir: string): BeaconWeight {
  const assets = join(clientDir, 'assets');
  const names = readdirSync(assets);
  const beacon = names.find((f) => /^beacon-[\w-]+\.js$/.test(f));
  if (!beacon) throw new Error(`no beacon chunk in ${assets} (run npm run build)`);
  const manifest = readManifest(clientDir);
  const root = manifest.routes.root;
  const loaded = new Set(
    [manifest.entry.module, ...(manifest.entry.imports ?? []), root?.module, ...(root?.imports ?? [])].map((f) => f?.split('/').pop()),
  );
  const closure = (start: string) => staticClosure(assets, start, loaded);
  for (const start of names.filter((f) => /^(page-start|visit)-[\w-]+\.js$/.test(f))) for (const f of closure(start)) loaded.add(f);
  const files = closure(beacon);
  const vitals = names.find((f) => /^vitals-[\w-]+\.js$/.test(f));
  return {
    files,
    gzipBytes: files.reduce((n, f) => n + gzip(join(assets, f)), 0),
    vitalsGzipBytes: vitals ? gzip(join(assets, vitals)) : 0,
  };
}
