import { altFor, type Footer, type Home } from '@site/content';
import type { Page } from '@playwright/test';
import { chooseLanguage, cmsGet, expect, hydrated, test } from './fixtures';

/** PRODUCT §2, §9: a hash link's target is scrolled into view 1000 ms after the navigation. */
const HASH_DELAY_MS = 1000;

test.describe('language', () => {
  test('the home hero renders in English by default, in Spanish after the switch at its own address, and the choice survives a reload and the next visit', async ({
    page,
    stack,
  }) => {
    const { data: home } = await cmsGet<{ data: Home }>(stack, 'home');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.tittle_banner_en ?? '');
    await expect(page.locator('.hero__subtitle')).toHaveText(home.subtittle_banner_en ?? '');

    await chooseLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.tittle_banner_es ?? '');
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.getByRole('link', { name: 'Nosotros' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nosotros' }).first()).toHaveAttribute('href', '/es/nosotros');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.tittle_banner_es ?? '');

    // The next visit to a bare address lands in the language the visitor chose.
    await page.goto('/nosotros');
    await expect(page).toHaveURL(/\/es\/nosotros$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await chooseLanguage(page, 'en');
    await expect(page).toHaveURL(/\/en\/nosotros$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.tittle_banner_en ?? '');
  });

  test('each language has its own address in the first HTML; the old ?lang= and bare addresses lead there', async ({ request, stack }) => {
    const { data: home } = await cmsGet<{ data: Home }>(stack, 'home');
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const en = await request.get('/');
    expect(new URL(en.url()).pathname).toBe('/en/');
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toMatch(/<link rel="canonical" href="http[^"?]+\/en\/"/);
    expect(enHtml).toContain(esc(home.tittle_banner_en ?? ''));
    const es = await request.get('/', { headers: { cookie: 'lang=es' } });
    expect(new URL(es.url()).pathname).toBe('/es/');
    expect(await es.text()).toContain('<html lang="es"');
    const old = await request.get('/?lang=es', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe('/es/');
    const query = await (await request.get('/es/')).text();
    expect(query).toContain(esc(home.tittle_banner_es ?? ''));
    expect(query).toMatch(/<link rel="alternate" hrefLang="es" href="http[^"]+\/es\/"/i);
    expect(query).toMatch(/<link rel="alternate" hrefLang="en" href="http[^"]+\/en\/"/i);
    expect(query).toMatch(/<link rel="alternate" hrefLang="x-default" href="http[^"]+:\d+\/"/i);
    expect(query).toMatch(/<link rel="canonical" href="[^"]+\/es\/"/i);
    expect(query).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(query).toMatch(/<meta property="og:locale:alternate" content="en_US"/);
  });
});

test('switching language moves to the other address at once, without a reload, where the visitor was', async ({ page }) => {
  await page.goto('/es/nosotros');
  await expect(page).toHaveTitle(/Quiénes somos/);
  await hydrated(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
    window.scrollTo(0, 600);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const before = await page.evaluate(() => window.scrollY);
  // The flags of the top bar scroll away with it: the mobile menu's are for phones; use the link directly.
  await page.locator('.topbar').getByRole('link', { name: 'English' }).dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/en\/nosotros$/);
  await expect(page).toHaveTitle(/About us/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(50);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/es\/nosotros$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('without scripts the flags are links to the same page in the other language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/es/servicio-sap');
  await page.locator('.topbar').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/servicio-sap$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test.describe('header', () => {
  test('the Solutions dropdown opens and is usable by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Solutions' });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    for (const column of ['Services', 'Products', 'AI offers']) await expect(panel.getByText(column, { exact: true })).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(9);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'SAP' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Microsoft' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link', { name: 'AI agents' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agentes-ia$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu sticks to the top on scroll; small screens get a menu button with Contact and Join', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.locator('.site-header')).toHaveClass(/is-stuck/);
    await expect(page.locator('.navbar')).toBeInViewport();

    await page.setViewportSize({ width: 375, height: 740 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Join us' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Español' })).toBeVisible();
  });
});

test.describe('not found', () => {
  // The browser itself reports the page's 404 status on the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown path shows the not-found text with status 404, and its button leads home', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oopps the page you were looking for, couldn´t be found');
    await page.getByRole('link', { name: 'Go to Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.hero')).toBeVisible();
  });

  test('in Spanish too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/pagina/inexistente');
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the current year, the legal PDFs, social links, site and service lists and contact details', async ({ page, stack }) => {
    const { data: footer } = await cmsGet<{ data: Footer }>(stack, 'footer?populate=*');
    await page.goto('/');
    const f = page.locator('footer.site-footer');
    await expect(f).toContainText(`© ${new Date().getFullYear()} ${footer.company_name}`);
    await expect(f.getByRole('link', { name: footer.privacy_en ?? '' })).toHaveAttribute('href', /\.pdf$/);
    await expect(f.getByRole('link', { name: footer.terms_en ?? '' })).toHaveAttribute('href', /\.pdf$/);
    const pdf = await page.request.get((await f.getByRole('link', { name: footer.privacy_en ?? '' }).getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    for (const s of footer.social_networks) {
      const link = f.locator(`a[href="${s.url}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      // Named by its icon's own alt text, the editor's (the network), and that it opens a new tab.
      await expect(link).toHaveAccessibleName(`${altFor(s.icon?.alternativeText, 'en') || s.name} (opens in a new tab)`);
      await expect(link).not.toHaveAttribute('aria-label', /./);
    }
    for (const name of ['About', 'Insights', 'SAP', 'Microsoft', 'C3 cloud cost control', 'AI agents']) {
      await expect(f.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(f.locator(`a[href="mailto:${footer.email}"]`)).toBeVisible();
    await expect(f.locator('a[href^="tel:"]')).toBeVisible();
    await expect(f).toContainText(footer.address_en?.split('\n')[0] ?? '');
  });
});

test('a hash link waits about a second, then scrolls its target into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's clock stands still (today's date, for the server-rendered year); the test moves it.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto('/nosotros');
  await hydrated(page);
  await page.locator('.topbar').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contacto$/);
  await page.clock.runFor(HASH_DELAY_MS - 1);
  await expect(page.locator('#contacto')).not.toBeInViewport();
  await page.clock.runFor(1);
  await expect(page.locator('#contacto')).toBeInViewport();
});

test.describe('web fonts (docs/decisions/0028)', () => {
  test('a first page view is painted in the fallback faces and takes Inter and Manrope after its first paint; a later page adds their stylesheet at once', async ({
    page,
  }) => {
    await page.goto('/');
    const loaded = () =>
      page.evaluate(() => {
        const families: string[] = [];
        document.fonts.forEach((f) => {
          if (f.status === 'loaded') families.push(f.family.replace(/["']/g, ''));
        });
        return families;
      });
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Manrope Variable']));
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      fonts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.woff2'))
        .map((e) => e.startTime),
    }));
    // Only the two Latin files, both asked for after the first paint: never in front of the hero.
    expect(timing.fonts).toHaveLength(2);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.paint);
    // The Font Loading API brought them: no stylesheet (whose adding would lay the page out once more).
    await expect(page.locator('link#web-fonts')).toHaveCount(0);
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/^"?Manrope Variable/);

    await page.reload();
    await expect(page.locator('link#web-fonts')).toHaveCount(1);
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Manrope Variable']));
  });
});

test.describe('sections skipped until hydration (docs/decisions/0029)', () => {
  /** The classes of the page's top-level parts whose content the browser skips (content-visibility). */
  const skipped = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('main > *, body > footer'))
        .filter((part) => part.firstElementChild && !part.firstElementChild.checkVisibility({ contentVisibilityAuto: true }))
        .map((part) => part.className),
    );

  test('before the scripts run, the parts far below the first screen skip their layout; once hydrated, every part is laid out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The browser entry is held until the test lets it through: the page stays as its HTML made it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => skipped(page)).toEqual(expect.arrayContaining(['site-footer', expect.stringMatching(/\bcontact\b/)]));
    // The first screen is never skipped.
    expect(await skipped(page)).not.toContainEqual(expect.stringMatching(/\bhero\b/));
    release();
    await hydrated(page);
    expect(await skipped(page)).toEqual([]);
    // Far sections have their real size: the footer's content is on screen at the page's end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.site-footer .footer__bottom')).toBeInViewport();
  });

  test('without scripts nothing is skipped', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    expect(await skipped(page)).toEqual([]);
    await context.close();
  });
});
