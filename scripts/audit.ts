/**
 * `npm run audit`: builds and starts the stack (throwaway data, free ports) and runs Lighthouse 12 in
 * Debian's Chromium on the home page, mobile and desktop. Prints the four category scores, LCP, CLS,
 * TBT and the JavaScript bytes shipped; writes the JSON reports to audit-report/.
 * AUDIT_PATHS=/,/nosotros audits more pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { ROOT } from './lib/stack';
import { startTestStack } from './lib/test-stack';

const paths = (process.env.AUDIT_PATHS || '/').split(',');
const outDir = join(ROOT, 'audit-report');
mkdirSync(outDir, { recursive: true });

interface Row {
  page: string;
  form: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  totalKb: number;
}

// SITE=http://… audits a running site; otherwise a throwaway stack is started (and stopped).
const running = process.env.SITE;
const { info, stop } = running ? { info: { webUrl: running.replace(/\/$/, '') }, stop: async () => {} } : await startTestStack();
const rows: Row[] = [];
try {
  // Warm the site's content cache so the audit measures the page, not the first CMS call.
  for (const p of paths) await fetch(`${info.webUrl}${p}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const p of paths) {
      for (const form of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          `${info.webUrl}${p}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error('lighthouse returned nothing');
        const lhr = result.lhr;
        const name = `${p === '/' ? 'home' : p.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${form}`;
        writeFileSync(join(outDir, `${name}.json`), JSON.stringify(lhr));
        const items =
          (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)
            ?.items ?? [];
        const sum = (filter: (i: { resourceType?: string }) => boolean) =>
          Math.round(items.filter(filter).reduce((a, i) => a + (i.transferSize ?? 0), 0) / 1024);
        const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
        rows.push({
          page: p,
          form,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          jsKb: sum((i) => i.resourceType === 'Script'),
          totalKb: sum(() => true),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await stop();
}
console.table(rows);
writeFileSync(join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
