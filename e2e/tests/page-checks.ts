/**
 * Checks a test runs in a page it has opened: CSP violations (csp.spec.ts and the route sweep,
 * route-sweep.spec.ts) and what a scroll has left loading.
 */
import type { Page } from '@playwright/test';

interface Violation {
  where: string;
  directive: string;
  blocked: string;
}

/**
 * Collects CSP violations of every frame (init script: not subject to the page's CSP) and console
 * reports. `violations` reads the current document's; `console` keeps the whole test's.
 */
export async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy|securitypolicyviolation/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp?: Array<{ where: string; directive: string; blocked: string }> };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = { where: location.href, directive: e.violatedDirective, blocked: e.blockedURI };
      w.__csp?.push(report);
      // Frames report to the top page too, so one read sees them all.
      try {
        (window.top as unknown as { __csp?: Array<typeof report> }).__csp?.push(report);
      } catch {
        // cross-origin frame
      }
    });
  });
  return {
    console,
    violations: async () =>
      page.evaluate(() => (window as unknown as { __csp?: Array<{ where: string; directive: string; blocked: string }> }).__csp ?? []),
  };
}

/**
 * What the page is still loading or revealing after a scroll: sections not yet revealed, images in
 * the viewport not yet complete (loaded or failed), fonts still loading. Empty once all that is done.
 */
export function loadingAfterScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pending: string[] = [];
    // (A section not rendered at this width, display: none, has nothing to reveal.)
    for (const el of Array.from(document.querySelectorAll('.reveal:not(.is-visible)'))) {
      if (el.checkVisibility()) pending.push(`hidden ${el.className}`);
    }
    for (const img of Array.from(document.images)) {
      const r = img.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      if (inView && !img.complete) pending.push(`loading ${img.currentSrc || img.src}`);
    }
    if (document.fonts.status === 'loading') pending.push('fonts');
    return pending;
  });
}
