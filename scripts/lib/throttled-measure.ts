/**
 * A page measured in Chromium with DevTools throttling at Lighthouse's mobile settings (slow 4G:
 * 562.5 ms request latency, 1474.6 / 675 Kbit/s; CPU 4× slower; a 412×823 phone at DPR 1.75), from
 * the browser's own performance entries: FCP, LCP, CLS and TBT (the part over 50 ms of every long task
 * after the first contentful paint, until 5 s pass without one). For the one page Lighthouse refuses
 * to audit, the 404 (its status is an error to Lighthouse): the figures are comparable in kind, not
 * identical in method (Lighthouse simulates the network instead; it has no score for this page).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CPU_SLOWDOWN, PHONE_SCREEN } from './chromium';

interface ThrottledFigures {
  status: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Collected {
  fcp: number;
  lcp: number;
  cls: number;
  long: Array<[start: number, duration: number]>;
}

const OBSERVE = `(() => {
  const m = { fcp: 0, lcp: 0, cls: 0, long: [] };
  window.__figures = m;
  const watch = (type, each) => { try { new PerformanceObserver((l) => l.getEntries().forEach(each)).observe({ type, buffered: true }); } catch {} };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { m.lcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) m.cls += e.value; });
  watch('longtask', (e) => { m.long.push([e.startTime, e.duration]); });
})();`;

export async function measureThrottled(url: string): Promise<ThrottledFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE_SCREEN, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVE });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Until 5 s pass without a long task (Lighthouse's quiet window), at most 30 s.
    const started = Date.now();
    let figures: Collected = { fcp: 0, lcp: 0, cls: 0, long: [] };
    for (;;) {
      // real wait: a quiet window of the page's own main thread, measured, not a product timer.
      await page.waitForTimeout(1000);
      figures = (await page.evaluate(() => Reflect.get(window, '__figures'))) as Collected;
      const now = await page.evaluate(() => performance.now());
      const last = figures.long.reduce((a, [s, d]) => Math.max(a, s + d), figures.fcp);
      if (now - last >= 5000 || Date.now() - started > 30_000) break;
    }
    const tbt = figures.long.reduce((sum, [start, duration]) => {
      const end = start + duration;
      const from = Math.max(start, figures.fcp);
      return end > from && end - from > 50 ? sum + (end - from - 50) : sum;
    }, 0);
    return {
      status: response?.status() ?? 0,
      fcpMs: Math.round(figures.fcp),
      lcpMs: Math.round(figures.lcp),
      tbtMs: Math.round(tbt),
      cls: Number(figures.cls.toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}
