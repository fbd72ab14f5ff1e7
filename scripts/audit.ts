/**
 * `npm run audit` (PRODUCT §10.6, docs/decisions/0029): Lighthouse 12 in Debian's Chromium, mobile with its default simulated
 * throttling, on every route of PRODUCT §2 in both languages (home, about, the nine service, product
 * and offer pages, insights, success cases and one case, blog and one post, downloads, a 404). Prints
 * one row per page and language — Performance, LCP, TBT, CLS, the JavaScript the page fetched
 * (Lighthouse, transfer size) and its first-load JS from the build (scripts/lib/first-load.ts, gzip) —
 * then the worst figures against the goals, and the machine's load average (a busy machine inflates
 * TBT: re-measure the worst pages when it is high). JSON reports go to audit-report/.
 *
 * SITE=http://… audits a running site (`npm run test:stack` starts one); otherwise a throwaway stack is
 * started and stopped. AUDIT_PATHS=/,/nosotros limits the pages; AUDIT_LANGS=es limits the languages;
 * AUDIT_FORM=desktop uses Lighthouse's desktop settings; AUDIT_RUNS=3 audits each page three times and
 * keeps the median run (by Performance).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { firstLoadWeights } from './lib/first-load';
import { measureThrottled } from './lib/throttled-measure';
import { ROOT, webBuildDir } from './lib/stack';
import { startTestStack } from './lib/test-stack';
import { localPath } from '@site/content';

/** PRODUCT §2's routes and their route ids (first-load JS from the build). `:case`/`:post` are found on their list. */
const ROUTES: Array<[path: string, routeId: string]> = [
  ['/', 'routes/home'],
  ['/nosotros', 'routes/about'],
  ['/servicio-sap', 'routes/sap'],
  ['/servicio-microsoft', 'routes/microsoft'],
  ['/servicio-digital', 'routes/digital'],
  ['/service-staffing', 'routes/staffing'],
  ['/servicio-ia', 'routes/ia'],
  ['/producto-c3', 'routes/c3'],
  ['/automatizacion-ia', 'routes/offer-automation'],
  ['/productividad-ia', 'routes/offer-productivity'],
  ['/agentes-ia', 'routes/offer-agents'],
  ['/insights', 'routes/insights'],
  ['/casos-de-exito', 'routes/success-cases'],
  [':case', 'routes/success-case-detail'],
  ['/blog', 'routes/blog'],
  [':post', 'routes/blog-detail'],
  ['/download', 'routes/downloads'],
  ['/esta-pagina-no-existe', 'routes/not-found'],
];
const GOALS = { performance: 98, lcpMs: 1800, tbtMs: 100, cls: 0.02, firstLoadKib: 100 };

interface Row {
  page: string;
  lang: string;
  /** Lighthouse's score; null for the 404, which Lighthouse does not audit (measured by DevTools throttling). */
  performance: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes the page fetched during the audit (transfer size, KiB). */
  jsKib: number;
  /** First-load JS from the build (gzip, KiB). */
  firstLoadKib: number;
  load: string;
}

const form = process.env.AUDIT_FORM === 'desktop' ? 'desktop' : 'mobile';
const langs = (process.env.AUDIT_LANGS || 'es,en').split(',');
const runs = Math.max(1, Number(process.env.AUDIT_RUNS || 1));
const outDir = join(ROOT, 'audit-report');
mkdirSync(outDir, { recursive: true });
const weights = new Map(firstLoadWeights(join(webBuildDir(), 'client')).map((w) => [w.route, w]));
/** The page's own address in a language (docs/decisions/0031): its prefix, then any 301 (a slug per language) followed. */
const addresses = new Map<string, string>();
const withLang = (path: string, lang: string) => addresses.get(`${lang} ${path}`) ?? localPath(lang === 'es' ? 'es' : 'en', path);
async function resolveAddresses(webUrl: string, paths: string[]): Promise<void> {
  for (const p of paths) {
    for (const lang of langs) {
      const res = await fetch(`${webUrl}${localPath(lang === 'es' ? 'es' : 'en', p)}`);
      await res.arrayBuffer();
      addresses.set(`${lang} ${p}`, new URL(res.url).pathname);
    }
  }
}
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The first detail link on a list page (a success case, a blog post). */
async function firstDetail(webUrl: string, list: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${webUrl}${list}`)).text();
  const match = new RegExp(`href="/(?:es|en)(${prefix}[^"#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${prefix} link on ${list}`);
  return match[1].replaceAll('&amp;', '&');
}

const running = process.env.SITE;
const { info, stop } = running ? { info: { webUrl: running.replace(/\/$/, '') }, stop: async () => {} } : await startTestStack();
const rows: Row[] = [];
try {
  const only = process.env.AUDIT_PATHS?.split(',');
  const routes: Array<[string, string]> = [];
  for (const [path, id] of ROUTES) {
    const real =
      path === ':case'
        ? await firstDetail(info.webUrl, '/casos-de-exito', '/casos-de-exito/')
        : path === ':post'
          ? await firstDetail(info.webUrl, '/blog', '/blog-details/')
          : path;
    if (!only || only.includes(real.split('?')[0] ?? real) || only.includes(path)) routes.push([real, id]);
  }
  await resolveAddresses(
    info.webUrl,
    routes.map(([p]) => p),
  );
  // Warm the site's content cache so the audit measures the page, not the first CMS call.
  for (const [p] of routes) for (const lang of langs) await fetch(`${info.webUrl}${withLang(p, lang)}`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    for (const [p, id] of routes) {
      for (const lang of langs) {
        const attempts: Row[] = [];
        // A run Lighthouse could not complete (e.g. NO_NAVSTART on a busy machine) is run again, at
        // most twice per page; a 404 is never audited (ERRORED_DOCUMENT_REQUEST: see the README).
        let failures = 0;
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            `${info.webUrl}${withLang(p, lang)}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            form === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error('lighthouse returned nothing');
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            console.log(`${p} [${lang}] run ${run + 1}: Lighthouse error ${lhr.runtimeError.code}`);
            if (lhr.runtimeError.code === 'ERRORED_DOCUMENT_REQUEST') {
              // The 404: measured in the browser with DevTools throttling instead (no score).
              const m = await measureThrottled(`${info.webUrl}${withLang(p, lang)}`);
              const row: Row = {
                page: p,
                lang,
                performance: null,
                lcpMs: m.lcpMs,
                tbtMs: m.tbtMs,
                cls: m.cls,
                jsKib: 0,
                firstLoadKib: kib(weights.get(id)?.gzipBytes ?? 0),
                load: load(),
              };
              console.log(
                `${p} [${lang}] status ${m.status}, DevTools throttling: FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
              );
              attempts.push(row);
              break;
            }
            if (++failures > 2) break;
            run--;
            continue;
          }
          const name = `${p === '/' ? 'home' : p.split('?')[0]?.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${lang}-${form}`;
          writeFileSync(join(outDir, `${name}${runs > 1 ? `-${run + 1}` : ''}.json`), JSON.stringify(lhr));
          const items =
            (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)
              ?.items ?? [];
          const row: Row = {
            page: p,
            lang,
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
            cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
            jsKib: kib(items.filter((i) => i.resourceType === 'Script').reduce((a, i) => a + (i.transferSize ?? 0), 0)),
            firstLoadKib: kib(weights.get(id)?.gzipBytes ?? 0),
            load: load(),
          };
          attempts.push(row);
          console.log(
            `${p} [${lang}] run ${run + 1}: ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls} (load ${row.load})`,
          );
        }
        attempts.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
        const median = attempts[Math.floor(attempts.length / 2)];
        if (median) rows.push(median);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await stop();
}

console.log(`\nLighthouse 12, ${form}, default throttling${runs > 1 ? `, median of ${runs} runs` : ''}`);
console.table(rows);
writeFileSync(join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
const worst = (key: 'lcpMs' | 'tbtMs' | 'cls' | 'firstLoadKib') => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
if (rows.length) {
  const scored = rows.filter((r) => r.performance !== null);
  const perf = scored.reduce((a, b) => ((b.performance ?? 0) < (a.performance ?? 0) ? b : a), scored[0] ?? (rows[0] as Row));
  const lcp = worst('lcpMs');
  const tbt = worst('tbtMs');
  const cls = worst('cls');
  const js = worst('firstLoadKib');
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
  console.log('worst figures (goal):');
  console.log(
    `  ${mark((perf.performance ?? 0) >= GOALS.performance)} Performance ${perf.performance} (≥ ${GOALS.performance}) ${perf.page} [${perf.lang}]`,
  );
  console.log(`  ${mark(lcp.lcpMs <= GOALS.lcpMs)} LCP ${lcp.lcpMs} ms (≤ ${GOALS.lcpMs}) ${lcp.page} [${lcp.lang}]`);
  console.log(`  ${mark(tbt.tbtMs <= GOALS.tbtMs)} TBT ${tbt.tbtMs} ms (≤ ${GOALS.tbtMs}) ${tbt.page} [${tbt.lang}]`);
  console.log(`  ${mark(cls.cls <= GOALS.cls)} CLS ${cls.cls} (≤ ${GOALS.cls}) ${cls.page} [${cls.lang}]`);
  console.log(
    `  ${mark(js.firstLoadKib <= GOALS.firstLoadKib)} first-load JS ${js.firstLoadKib} KiB gzip (≤ ${GOALS.firstLoadKib}) ${js.page}`,
  );
  console.log(`  load average now: ${load()}`);
}
