/**
 * Every route in both languages, one page load per route and per check set (docs/decisions/0053):
 *
 * - at 1280 px, with motion: no CSP violation (the page scrolled to its end, so lazy images, reveal
 *   animations and carousels have run; docs/decisions/0008, 0021); the chat button covers no link,
 *   button or form control at any scroll position (PRODUCT §2.6, by geometry);
 * - at 375 px, with reduced motion: the chat button again (it jumps aside instead of gliding), and
 *   HTML_CodeSniffer (the engine behind pa11y), WCAG 2 AA, finds no error. Its script is injected into
 *   the page, so the site's CSP (script hashes) is bypassed in that test only.
 *
 * Axe in dark mode keeps page loads of its own (dark-mode.spec.ts): run on the same page after the
 * scan with motion, it once found the home's carousel titles low in contrast in CI (decision 0053).
 */
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { type Lang, localPath, SITE_PAGES } from '@site/content';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { expect, hydrated, test } from './fixtures';
import { allBlogCards, allSuccessCases, LANGS, skipLeadModal } from './lists-helpers';
import { loadingAfterScroll, watchCsp } from './page-checks';

const HTMLCS = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');
const NOT_FOUND = '/esta-pagina-no-existe';
/** The not-found page is one of the routes: its document answers 404 and the browser logs it. */
const NOT_FOUND_LOGGED = /status of 404 \(Not Found\) \(.*\/esta-pagina-no-existe\)/;

/** Every route: the page table's pages, one blog post and one success case, and the not-found page. */
async function routes(stack: StackInfo, lang: Lang): Promise<Array<[string, string]>> {
  const slug = `slug_${lang}` as const;
  const [post] = await allBlogCards(stack);
  const detail: Record<string, string> = {
    blogPost: `/blog-details/${post?.[slug]}`,
    successCase: `/casos-de-exito/${(await allSuccessCases(stack))[0][slug]}`,
  };
  return [
    ...Object.entries(SITE_PAGES).map(([name, page]): [string, string] => [name, localPath(lang, detail[name] ?? page.path)]),
    ['notFound', localPath(lang, NOT_FOUND)],
  ];
}

/** Opens a route in the language of its address and waits for hydration. */
async function open(page: Page, path: string, lang: Lang) {
  const res = await page.goto(path);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return res;
}

/** The page's scroll positions: every third of a screen, from the top to the very end. */
async function scrollStops(page: Page): Promise<number[]> {
  const { height, max } = await page.evaluate(() => ({
    height: window.innerHeight,
    max: document.documentElement.scrollHeight - window.innerHeight,
  }));
  const stops: number[] = [];
  for (let y = 0; y < max; y += Math.round(height / 3)) stops.push(y);
  stops.push(max);
  return stops;
}

for (const lang of LANGS) {
  test(`(${lang}, 1280 px) every route: no CSP violation, the chat button covers nothing at any scroll position`, async ({
    page,
    stack,
    consoleErrors,
  }) => {
    test.setTimeout(600_000);
    consoleErrors.allow(NOT_FOUND_LOGGED);
    // The downloads page's lead modal stays closed (it is not what this test looks at).
    await skipLeadModal(page);
    const csp = await watchCsp(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [, path] of await routes(stack, lang)) {
      const res = await open(page, path, lang);
      expect(res?.headers()['content-security-policy'], path).toContain("object-src 'none'");
      // The chat button at every scroll position, down to the end of the page.
      expect(await page.evaluate(scanStops, await scrollStops(page)), path).toEqual([]);
      // What the scroll started has happened (a blocked load is reported before the image counts as
      // complete); looked at every 100 ms (expect.poll's own pauses grow to a second).
      await expect.poll(() => loadingAfterScroll(page), { message: path, intervals: [100] }).toEqual([]);
      expect(await csp.violations(), path).toEqual([]);
    }
    expect(csp.console).toEqual([]);
  });
}

interface Finding {
  code: string;
  msg: string;
  element: string;
}

declare global {
  interface Window {
    HTMLCS: {
      process(standard: string, content: Document, done: () => void, failed: () => void, language?: string): void;
      getTranslation(key: string): string | undefined;
      getMessages(): Array<{ type: number; code: string; msg: string; element: Element }>;
    };
  }
}

test.describe('with reduced motion, the CSP bypassed for HTML_CodeSniffer', () => {
  test.use({ bypassCSP: true, reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });

  for (const lang of LANGS) {
    test(`(${lang}, 375 px) every route: the chat button covers nothing at any scroll position, HTML_CodeSniffer WCAG2AA finds no error`, async ({
      page,
      stack,
      consoleErrors,
    }) => {
      test.setTimeout(600_000);
      consoleErrors.allow(NOT_FOUND_LOGGED);
      await skipLeadModal(page);
      const errors: string[] = [];
      for (const [name, path] of await routes(stack, lang)) {
        await open(page, path, lang);
        expect(await page.evaluate(scanStops, await scrollStops(page)), path).toEqual([]);
        await page.addScriptTag({ path: HTMLCS });
        const found = await page.evaluate(() => {
          // HTML_CodeSniffer 2.5.1 asks for `…InvalidAutoComplete_…` messages its translations spell
          // `…InvalidAutocomplete_…`, and stops on the page with a TypeError instead of reporting them.
          const translate = window.HTMLCS.getTranslation.bind(window.HTMLCS);
          window.HTMLCS.getTranslation = (key) => translate(key) ?? translate(key.replace('AutoComplete', 'Autocomplete'));
          return new Promise<Finding[]>((resolve, reject) =>
            window.HTMLCS.process(
              'WCAG2AA',
              document,
              () =>
                resolve(
                  window.HTMLCS.getMessages()
                    // 1: error (2 warning and 3 notice are left to a person to judge).
                    .filter((m) => m.type === 1)
                    .map((m) => ({ code: m.code, msg: m.msg, element: m.element?.outerHTML?.slice(0, 160) ?? '' })),
                ),
              () => reject(new Error('HTML_CodeSniffer failed to run')),
            ),
          );
        });
        for (const f of found) errors.push(`${name} ${path}: ${f.code}: ${f.msg} — ${f.element}`);
      }
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});

/**
 * In the page, for each scroll position: scrolls there at once, then looks until the chat button
 * covers nothing (up to 8 s: a section may still be fading in, the button still moving); returns the
 * positions where it still covers something, with what. One call per route: the looking happens in
 * the page's own frames, not in a round trip per look.
 */
function scanStops(stops: number[]): Promise<string[]> {
  const covered = coveredByFab();
  return (async () => {
    const failures: string[] = [];
    for (const y of stops) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const until = performance.now() + 8000;
      let found = await covered();
      while (found.length > 0 && performance.now() < until) found = await covered();
      if (found.length > 0) failures.push(`at ${y}: ${found.join('; ')}`);
    }
    return failures;
  })();

  /** The links, buttons and form controls (the button itself and the panel aside) whose visible part overlaps the button's; 'moving' while it moves (two frames apart). */
  function coveredByFab(): () => Promise<string[]> {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    type Box = { l: number; t: number; r: number; b: number };
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const meet = (a: Box, b: Box): Box => ({ l: Math.max(a.l, b.l), t: Math.max(a.t, b.t), r: Math.min(a.r, b.r), b: Math.min(a.b, b.b) });
    const box = (r: DOMRect): Box => ({ l: r.left, t: r.top, r: r.right, b: r.bottom });
    const empty = (a: Box) => a.r - a.l <= 0 || a.b - a.t <= 0;
    const view: Box = { l: 0, t: 0, r: vw, b: vh };
    /** The part of an element not cut off by the viewport or an ancestor's overflow. */
    const visible = (el: Element): Box => {
      let v = meet(box(el.getBoundingClientRect()), view);
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') v = meet(v, box(a.getBoundingClientRect()));
      }
      return v;
    };
    return () =>
      new Promise<string[]>((resolve) => {
        const fab = document.querySelector('.chat-fab');
        if (!fab) {
          resolve(['no chat button']);
          return;
        }
        const before = fab.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const now = fab.getBoundingClientRect();
            if (now.x !== before.x || now.y !== before.y) {
              resolve(['moving']);
              return;
            }
            const f = visible(fab);
            const found: string[] = [];
            for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
              if (el === fab || fab.contains(el) || el.closest('#chat-panel')) continue;
              // Its box apart from the button's: nothing of it can be under the button (the cheap test
              // first; the visible part below is within this box, and walks the ancestors' styles).
              if (empty(meet(f, box(el.getBoundingClientRect())))) continue;
              if (!el.checkVisibility({ visibilityProperty: true })) continue;
              const v = visible(el);
              if (empty(v) || empty(meet(f, v))) continue;
              found.push(
                `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40) || el.getAttribute('aria-label') || ''}" at ${Math.round(v.l)},${Math.round(v.t)} (y ${Math.round(window.scrollY)})`,
              );
            }
            resolve(found);
          }),
        );
      });
  }
}
