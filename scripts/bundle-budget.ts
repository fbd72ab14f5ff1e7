/**
 * First-load JavaScript budgets (docs/decisions/0019), checked by `npm test` after the build: each page route's
 * first-load JavaScript (scripts/lib/first-load.ts: gzip level 9 of the files a document load
 * fetches, from React Router's build manifest; deterministic) must stay within its budget in
 * scripts/bundle-budget.json (KiB; `default` for a route not listed). Prints a table; exits 1 when a
 * route is over budget. `WEB_BUILD_DIR` picks the build as for the site (default apps/web/build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEACON_BUDGET_BYTES, beaconWeight } from './lib/beacon-size';
import { type Budgets, checkBudgets } from './lib/budget';
import { developmentBuildFiles, firstLoadWeights, formChunksWithSchemas, textWeights } from './lib/first-load';
import { webBuildDir } from './lib/stack';

const clientDir = join(webBuildDir(), 'client');
const budgets = JSON.parse(readFileSync(fileURLToPath(new URL('./bundle-budget.json', import.meta.url)), 'utf8')) as Budgets;

// Weights are a production build's: React's development build (a build started with NODE_ENV=test)
// is refused before anything is measured.
const development = developmentBuildFiles(clientDir);
if (development.length) {
  console.error(`not a production build: React's development build is in ${development.join(', ')} (rebuild with NODE_ENV=production)`);
  process.exit(1);
}
const rows = checkBudgets(firstLoadWeights(clientDir), budgets);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('route'.padEnd(28), 'first-load JS (KiB gzip)'.padStart(25), 'budget'.padStart(8), ' files');
for (const r of rows) {
  console.log(
    r.route.padEnd(28),
    kib(r.gzipBytes).padStart(25),
    String(r.budgetKib).padStart(8),
    ` ${r.files.length}${r.over ? '  OVER BUDGET' : ''}`,
  );
}
const worst = rows.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
console.log(`\nlargest: ${worst.route} ${kib(worst.gzipBytes)} KiB; goal ${budgets.goal} KiB (docs/decisions/0019)`);
// The page's texts come as JSON beside its scripts, its own language only (docs/decisions/0089).
const texts = textWeights(clientDir);
console.log(
  `texts (JSON, the page's language, fetched before hydration): ${texts.map((t) => `${t.lang} ${kib(t.gzipBytes)} KiB`).join(', ') || 'none found'}`,
);
if (texts.length !== 2) {
  console.error('expected one texts file per language (es, en) in the build');
  process.exitCode = 1;
}
// The measurement beacon, loaded after the first paint (docs/decisions/0041): 2 KiB at most.
const beacon = beaconWeight(clientDir);
const beaconOver = beacon.gzipBytes > BEACON_BUDGET_BYTES;
console.log(
  `beacon: ${beacon.gzipBytes} B gzip (${beacon.files.join(', ')}); budget ${BEACON_BUDGET_BYTES} B${beaconOver ? '  OVER BUDGET' : ''}; web-vitals chunk after it: ${beacon.vitalsGzipBytes} B`,
);
if (beaconOver) process.exitCode = 1;
// The forms' schemas (zod, phone rules) come on a form's first focus or check, never with the form (docs/decisions/0068).
const forms = formChunksWithSchemas(clientDir);
const heavy = forms.filter((f) => f.schemas.length);
console.log(
  `form chunks drawn without the schemas: ${forms.length - heavy.length}/${forms.length} (${forms.map((f) => f.chunk).join(', ')})`,
);
if (forms.length === 0 || heavy.length) {
  console.error(
    `form chunks that bring the schemas with them: ${heavy.map((f) => `${f.chunk} (${f.schemas.join(', ')})`).join('; ') || 'no form chunk found'}`,
  );
  process.exitCode = 1;
}
const over = rows.filter((r) => r.over);
if (over.length) {
  console.error(`${over.length} route(s) over their first-load JS budget: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
