import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { type BlogCard, buildQuery, type Home, type Lang, pick, populateTrees } from '@site/content';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { adminToken, chooseLanguage, cmsGet, editContent, expect, hydrated, scrollThroughAndSettle, test } from './fixtures';

// The home page (PRODUCT §2, §4, §9): every block from the CMS in both languages, the solutions
// carousel, the what-we-do map, the counters, the clients slider, trending blogs, join us and the
// anchors. Expected values come from the CMS. One test appends a marker to CMS fields and restores
// them; the other tests strip that marker from what they read, so they can run at the same time.

const SERVICE_PATHS = ['/servicio-sap', '/servicio-microsoft', '/servicio-digital', '/service-staffing', '/servicio-ia'];
const LANGS: Lang[] = ['en', 'es'];
const MARK = / \[e2e \d+\]/g;
/** PRODUCT §2, §9: on touch, the what-we-do text hides 2000 ms after the touch ends. */
const TOUCH_HIDE_MS = 2000;
const clean = (s: string | null | undefined) => (s ?? '').replace(MARK, '');
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const rx = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** "<label>: <title>", where the title is visually hidden text (the browser may put a space before the colon). */
const nameWithTitle = (label: string, title: string) => new RegExp(`^${rx(label).source.slice(1)}\\s*: ${rx(title).source.slice(1)}`);
/** The text a sighted visitor sees (without visually hidden parts). */
const visibleText = (link: Locator) =>
  link.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of Array.from(copy.querySelectorAll('.sr-only'))) hidden.remove();
    return (copy.textContent ?? '').trim();
  });
const L = {
  en: { readMore: 'Read more', pause: 'Pause automatic rotation', play: 'Resume automatic rotation', of: 'of' },
  es: { readMore: 'Leer más', pause: 'Pausar el avance automático', play: 'Reanudar el avance automático', of: 'de' },
} as const;

async function homeEntity(stack: StackInfo): Promise<Home> {
  const { data } = await cmsGet<{ data: Home }>(stack, `home${buildQuery({ populate: populateTrees.home })}`);
  return data;
}

/** The five newest published blog cards, as the home must show them (PRODUCT §9; any date, docs/decisions/0078). */
async function trendCards(stack: StackInfo): Promise<BlogCard[]> {
  const q = buildQuery({
    pagination: { page: 1, pageSize: 5 },
    sort: ['publication_date:desc', 'id:desc'],
  });
  return (await cmsGet<{ data: BlogCard[] }>(stack, `blog-cards${q}`)).data;
}

async function gotoHome(page: Page, stack: StackInfo, lang: Lang, width = 1280, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.context().addCookies([{ name: 'lang', value: lang, url: stack.webUrl }]);
  await page.goto(`/?lang=${lang}`);
  await hydrated(page);
}

/** The carousel region itself (its section also has the title as name). */
const carouselNamed = (page: Page, name: string) => page.getByRole('region', { name }).and(page.locator('.carousel'));

const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Left edges of the visible real slides relative to the carousel viewport. */
async function slideBoxes(carousel: Locator) {
  return carousel.evaluate((root) => {
    const vp = root.querySelector('.carousel__viewport')?.getBoundingClientRect();
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.carousel__slide')).map((s) => s.getBoundingClientRect());
    return { vp: vp ? { left: vp.left, width: vp.width } : null, slides: slides.map((s) => ({ left: s.left, width: s.width })) };
  });
}

/** Slides per view and gap measured on the page. */
async function layout(carousel: Locator) {
  const { vp, slides } = await slideBoxes(carousel);
  const [a, b] = slides;
  if (!vp || !a || !b) throw new Error('no slides');
  return { perView: Math.round((vp.width + (b.left - a.left - a.width)) / (b.left - a.left)), gap: Math.round(b.left - a.left - a.width) };
}

/** Waits until the carousel's current move (if any) has settled: its track is no longer aria-busy. */
const settled = (carousel: Locator) => expect(carousel.locator('.carousel__track')).not.toHaveAttribute('aria-busy', 'true');

const trackPos = (carousel: Locator) =>
  carousel.locator('.carousel__track').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--carousel-pos'));

test.describe('server-rendered HTML', () => {
  for (const lang of LANGS) {
    test(`the first HTML response has every block in ${lang}, with the counters' final values`, async ({ request, stack }) => {
      const home = await homeEntity(stack);
      const cards = await trendCards(stack);
      const html = await (await request.get('/', { headers: { cookie: `lang=${lang}` } })).text();
      expect(html).toContain(`<html lang="${lang}"`);
      const texts = [
        pick(home, 'tittle_solutions', lang),
        ...home.solutions_slides.map((s) => pick(s, 'tittle', lang)),
        pick(home, 'tittle_partner', lang),
        ...home.partnert_content.flatMap((c) => [pick(c, 'tittle', lang)]),
        pick(home, 'tittle_whatdowedo', lang),
        ...home.whatdowedo_content.flatMap((n) => [pick(n, 'tittle', lang), pick(n.paragraphs[0], 'paragraph', lang)]),
        ...home.Counters.map((c) => pick(c, 'title', lang)),
        pick(home, 'tittle_clients', lang),
        ...home.clients_slides.map((c) => c.client_name ?? ''),
        pick(home, 'tittle_trends', lang),
        ...cards.map((c) => pick(c, 'tittle', lang)),
        pick(home.join_us, 'tittle', lang),
        pick(home.join_us, 'subtittle', lang),
      ];
      for (const text of texts) expect(html, text).toContain(esc(clean(text)));
      for (const c of home.Counters) expect(html).toContain(`>${c.number}<span class="counter__amount">${esc(c.amount ?? '')}</span>`);
      for (const path of SERVICE_PATHS.slice(0, home.solutions_slides.length)) expect(html).toContain(`href="/${lang}${path}"`);
    });
  }
});

test.describe('solutions carousel', () => {
  test('slides link in order to the five service pages with a read-more button, in both languages', async ({ page, stack }) => {
    test.setTimeout(90_000);
    const home = await homeEntity(stack);
    for (const lang of LANGS) {
      await gotoHome(page, stack, lang);
      const carousel = carouselNamed(page, clean(pick(home, 'tittle_solutions', lang)));
      const links = carousel.getByRole('link', { name: new RegExp(`^${L[lang].readMore}`) });
      await expect(links).toHaveCount(home.solutions_slides.length);
      expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
        SERVICE_PATHS.slice(0, home.solutions_slides.length).map((path) => `/${lang}${path}`),
      );
      for (const [i, slide] of home.solutions_slides.entries()) {
        await expect(links.nth(i)).toHaveAccessibleName(nameWithTitle(L[lang].readMore, clean(pick(slide, 'tittle', lang))));
        expect(await visibleText(links.nth(i))).toBe(L[lang].readMore);
      }
    }
    // A read-more button leads to its service page.
    await gotoHome(page, stack, 'en');
    await page.locator('.solutions__carousel').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/servicio-sap$/);
  });

  test('PRODUCT layout: gap 30, 3 per view from 1100 px, 2 from 600, 1 below; speed 1000 ms', async ({ page, stack }) => {
    await gotoHome(page, stack, 'en');
    const carousel = page.locator('.solutions__carousel');
    for (const [width, perView] of [
      [1280, 3],
      [1100, 3],
      [1099, 2],
      [600, 2],
      [599, 1],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => layout(carousel), { message: `${width}px` }).toEqual({ perView, gap: 30 });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // Autoplay moves it; each move lasts 1000 ms.
    const start = await trackPos(carousel);
    await expect.poll(() => trackPos(carousel), { timeout: 12_000 }).not.toBe(start);
    await expect(carousel.locator('.carousel__track')).toHaveCSS('transition-duration', '1s');
  });

  test('is pausable and keyboard-operable, and loops', async ({ page, stack }) => {
    test.setTimeout(120_000);
    const home = await homeEntity(stack);
    const n = home.solutions_slides.length;
    // The page's clock runs as usual; the test moves it ahead to check that nothing moves while paused.
    await page.clock.install();
    await gotoHome(page, stack, 'en');
    const carousel = carouselNamed(page, clean(home.tittle_solutions_en));
    await carousel.scrollIntoViewIfNeeded();
    const status = carousel.locator('[aria-live="polite"]');
    const pause = carousel.getByRole('button', { name: L.en.pause });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: L.en.play })).toBeFocused();
    await expect(status).toHaveText(`1 of ${n}`);
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`2 of ${n}`);
    // Input during a move (1000 ms) is ignored: each key waits for the previous move to settle.
    await settled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`1 of ${n}`);
    await settled(carousel);
    // Loop: before the first comes the last.
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`${n} of ${n}`);
    await settled(carousel);
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`1 of ${n}`);
    await settled(carousel);
    // Paused: nothing moves while the mouse and focus are elsewhere.
    await blur(page);
    await page.mouse.move(0, 0);
    const pos = await trackPos(carousel);
    // More than one autoplay delay and move (5000 + 1000 ms) ahead, at once.
    await page.clock.runFor(6500);
    expect(await trackPos(carousel)).toBe(pos);
    // Resumed: it moves again.
    await carousel.getByRole('button', { name: L.en.play }).click();
    await page.mouse.move(0, 0);
    await blur(page);
    await expect.poll(() => trackPos(carousel), { timeout: 20_000 }).not.toBe(pos);
  });

  test('is hidden for 500 ms and rebuilt from its first slide when the language changes', async ({ page, stack }) => {
    const home = await homeEntity(stack);
    await gotoHome(page, stack, 'en');
    const carousel = page.locator('.solutions__carousel');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: L.en.pause }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(/^2 of/);
    // Measured in the page: when the new language first shows, and when the carousel shows again.
    await carousel.evaluate((el) => {
      const w = window as unknown as { rebuild: { lang: number; hidden: number; shown: number } };
      w.rebuild = { lang: 0, hidden: 0, shown: 0 };
      new MutationObserver(() => {
        const now = performance.now();
        if (!w.rebuild.lang && document.documentElement.lang === 'es') w.rebuild.lang = now;
        if (el.classList.contains('is-rebuilding') && !w.rebuild.hidden) w.rebuild.hidden = now;
        if (w.rebuild.hidden && !el.classList.contains('is-rebuilding') && !w.rebuild.shown) w.rebuild.shown = now;
      }).observe(document.documentElement, { attributes: true, subtree: true });
    });
    await chooseLanguage(page, 'es');
    await expect(carousel).not.toHaveClass(/is-rebuilding/, { timeout: 3000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { rebuild: { shown: number } }).rebuild.shown)).toBeGreaterThan(0);
    const r = await page.evaluate(() => (window as unknown as { rebuild: { lang: number; hidden: number; shown: number } }).rebuild);
    expect(r.hidden).toBeGreaterThan(0);
    expect(r.shown - r.hidden).toBeGreaterThanOrEqual(480);
    expect(r.shown - r.hidden).toBeLessThan(1500);
    await expect(carousel.locator('.carousel__viewport')).toBeVisible();
    const links = carousel.getByRole('link', { name: /^Leer más/ });
    await expect(links.first()).toHaveAccessibleName(nameWithTitle('Leer más', clean(home.solutions_slides[0]?.tittle_es)));
    // Rebuilt: the first slide is the first one in view again.
    const { vp, slides } = await slideBoxes(carousel);
    const first = carousel.getByRole('group', { name: /^1 de/ });
    const box = await first.boundingBox();
    expect(vp && box && Math.abs(box.x - vp.left) < 2).toBeTruthy();
    expect(slides.length).toBeGreaterThan(home.solutions_slides.length);
  });
});

test.describe('what-we-do map', () => {
  test('hovering a node shows its title and first paragraph; keyboard focus too; Escape hides it', async ({ page, stack }) => {
    test.setTimeout(120_000);
    const home = await homeEntity(stack);
    expect(home.whatdowedo_content).toHaveLength(8);
    for (const lang of LANGS) {
      await gotoHome(page, stack, lang);
      const map = page.locator('.wwd');
      await map.scrollIntoViewIfNeeded();
      const hub = map.locator('.wwd__hub');
      for (const node of home.whatdowedo_content) {
        const title = clean(pick(node, 'tittle', lang));
        const first = clean(pick(node.paragraphs[0], 'paragraph', lang));
        const text = hub.getByText(first);
        await expect(text).toBeHidden();
        await map.getByRole('button', { name: rx(title) }).hover();
        await expect(text).toBeVisible();
        await expect(hub.getByRole('heading', { name: rx(title) })).toBeVisible();
        // Only the first paragraph.
        const second = node.paragraphs[1];
        if (second) await expect(hub.getByText(clean(pick(second, 'paragraph', lang)))).toHaveCount(0);
      }
      await page.mouse.move(0, 0);
      await expect(hub.locator('.wwd__detail:visible')).toHaveCount(0);
    }
    const node = home.whatdowedo_content[2];
    const button = page.locator('.wwd').getByRole('button', { name: rx(clean(node?.tittle_es)) });
    await button.focus();
    const text = page.locator('.wwd__hub').getByText(clean(pick(node?.paragraphs[0], 'paragraph', 'es')));
    await expect(text).toBeVisible();
    await expect(button).toHaveAccessibleDescription(clean(pick(node?.paragraphs[0], 'paragraph', 'es')));
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
  });

  test('on touch the text shows on touch and hides 2 seconds after the touch ends', async ({ browser, stack }) => {
    const home = await homeEntity(stack);
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      baseURL: stack.webUrl,
    });
    try {
      const page = await context.newPage();
      // The page's clock stands still: the test moves it across the 2 s (PRODUCT §9).
      // Today's date, so that what the server rendered with its clock (the footer's year) still matches.
      const now = Date.now();
      await page.clock.install({ time: now });
      await page.clock.pauseAt(now + 1000);
      await page.goto('/');
      await hydrated(page);
      const node = home.whatdowedo_content[5];
      const button = page.locator('.wwd').getByRole('button', { name: rx(clean(node?.tittle_en)) });
      await button.scrollIntoViewIfNeeded();
      const text = page.locator('.wwd__hub').getByText(clean(pick(node?.paragraphs[0], 'paragraph', 'en')));
      await expect(text).toBeHidden();
      await button.tap();
      await expect(text).toBeVisible();
      await page.clock.runFor(TOUCH_HIDE_MS - 1);
      await expect(text).toBeVisible();
      await page.clock.runFor(1);
      await expect(text).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

test.describe('counters', () => {
  test('count up to 300+, 35+ and 150K when their section is scrolled into view', async ({ page, stack }) => {
    const home = await homeEntity(stack);
    await gotoHome(page, stack, 'en');
    const numbers = page.locator('.counter__number');
    await expect(numbers).toHaveCount(home.Counters.length);
    // Before the section is in view the client shows zero, ready to count.
    await expect(numbers.first()).toHaveText(`0${home.Counters[0]?.amount ?? ''}`);
    // Record what the first counter shows while it animates.
    await page.evaluate(() => {
      const el = document.querySelector('.counter__number');
      const seen = new Set<string>();
      (window as unknown as { seen: Set<string> }).seen = seen;
      const tick = () => {
        seen.add(el?.textContent ?? '');
        requestAnimationFrame(tick);
      };
      tick();
    });
    await page.locator('.counters').scrollIntoViewIfNeeded();
    for (const [i, c] of home.Counters.entries()) {
      await expect(numbers.nth(i)).toHaveText(`${c.number}${c.amount ?? ''}`, { timeout: 3000 });
      await expect(page.locator('.counter').nth(i)).toContainText(clean(c.title_en));
    }
    const seen = await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen]);
    // 0, at least one value on the way, the final value.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(home.Counters.map((c) => `${c.number}${c.amount}`)).toEqual(['300+', '35+', '150K']);
  });

  test('show their final values at once with reduced motion', async ({ browser, stack }) => {
    const home = await homeEntity(stack);
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: stack.webUrl });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await hydrated(page);
      const numbers = page.locator('.counter__number');
      for (const [i, c] of home.Counters.entries()) await expect(numbers.nth(i)).toHaveText(`${c.number}${c.amount ?? ''}`);
    } finally {
      await context.close();
    }
  });
});

test.describe('clients slider', () => {
  test('logos open each client site in a new tab (rel noopener)', async ({ page, stack }) => {
    const home = await homeEntity(stack);
    await page.context().route(/\.example\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>client</title>' }));
    await gotoHome(page, stack, 'en');
    const slider = carouselNamed(page, clean(home.tittle_clients_en));
    const links = slider.getByRole('link');
    await expect(links).toHaveCount(home.clients_slides.length);
    for (const c of home.clients_slides) {
      const link = slider.getByRole('link', { name: rx(clean(c.client_name)) });
      await expect(link).toHaveAttribute('href', c.url ?? '');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    await slider.scrollIntoViewIfNeeded();
    const first = home.clients_slides[0];
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      slider.getByRole('link', { name: rx(clean(first?.client_name)) }).click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`^${(first?.url ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(page.url()).not.toContain('.example');
  });

  test('PRODUCT layout per breakpoint, autoplay every 1000 ms at speed 500 ms, loop with more than 3 logos', async ({ page, stack }) => {
    const home = await homeEntity(stack);
    await gotoHome(page, stack, 'en');
    const slider = page.locator('.clients-slider');
    for (const [width, perView, gap] of [
      [1280, 5, 50],
      [1024, 5, 50],
      [800, 4, 40],
      [700, 5, 20],
      [500, 3, 2],
      [375, 2, 0],
      [320, 2, 0],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => layout(slider), { message: `${width}px` }).toEqual({ perView, gap });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    if (home.clients_slides.length > 3) await expect(slider).toHaveClass(/is-loop/);
    else await expect(slider).not.toHaveClass(/is-loop/);
    await slider.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(slider.locator('.carousel__track')).toHaveCSS('transition-duration', '0.5s');
    const start = await trackPos(slider);
    const t0 = Date.now();
    await expect.poll(() => trackPos(slider), { timeout: 4000, intervals: [100] }).not.toBe(start);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  test('a leading empty slide is shown until the scroll progress reaches 0.5, then removed', async ({ browser, stack }) => {
    const home = await homeEntity(stack);
    const logos = home.clients_slides.length;
    // Reduced motion: no autoplay, instant moves, so the test counts every move itself.
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: stack.webUrl, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto('/?lang=en');
      await hydrated(page);
      const slider = page.locator('.clients-slider');
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.getByRole('button', { name: 'Resume automatic rotation' })).toBeVisible();
      const empty = slider.locator('.carousel__track > .carousel__slide--empty');
      await expect(empty).not.toHaveCount(0);
      // The first slide in view is the empty one.
      const pos = Number(await trackPos(slider));
      await expect(slider.locator('.carousel__track > *').nth(pos)).toHaveClass(/carousel__slide--empty/);
      const next = slider.getByRole('button', { name: 'Next slide' });
      const track = slider.locator('.carousel__track');
      // Progress = first visible logo / logos: 0.5 is reached after ceil(logos / 2) moves.
      const moves = Math.ceil(logos / 2);
      // Counts the moves that have settled: the track is aria-busy while a move is in progress, and a
      // move's end is when the empty slide may go.
      await track.evaluate((el) => {
        const w = window as unknown as { __settled: number };
        w.__settled = 0;
        new MutationObserver(() => {
          if (el.getAttribute('aria-busy') !== 'true') w.__settled++;
        }).observe(el, { attributes: true, attributeFilter: ['aria-busy'] });
      });
      const settledMoves = () => page.evaluate(() => (window as unknown as { __settled: number }).__settled);
      for (let i = 1; i <= moves; i++) {
        await next.click();
        await expect.poll(settledMoves, { message: `move ${i} settled` }).toBe(i);
        if (i < moves) await expect(empty, `after ${i} moves`).not.toHaveCount(0);
        else await expect(empty, `after ${i} moves`).toHaveCount(0);
      }
      // The view did not jump: the logo in view first is the one after `moves` moves.
      const after = Number(await trackPos(slider));
      await expect(slider.locator('.carousel__track > *').nth(after)).toHaveAttribute(
        'aria-label',
        rx(clean(home.clients_slides[moves - 1]?.client_name)),
      );
    } finally {
      await context.close();
    }
  });
});

test.describe('trending blogs, join us, anchors', () => {
  test('exactly 5 trending blog cards, the newest published, each linking to /blog', async ({ page, stack }) => {
    const cards = await trendCards(stack);
    expect(cards).toHaveLength(5);
    for (const lang of LANGS) {
      await gotoHome(page, stack, lang);
      const section = page.locator('.trends');
      const items = section.locator('.trend-card');
      await expect(items).toHaveCount(5);
      for (const [i, card] of cards.entries()) {
        const link = items.nth(i).getByRole('link');
        await expect(link).toContainText(pick(card, 'tittle', lang));
        await expect(link).toHaveAttribute('href', `/${lang}/blog`);
      }
    }
    await page.locator('.trend-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('join us (#incorporate): title, subtitle, content, résumé e-mail and network link in a new tab', async ({ page, stack }) => {
    const join = (await homeEntity(stack)).join_us;
    for (const lang of LANGS) {
      await gotoHome(page, stack, lang);
      const section = page.locator('#incorporate');
      await expect(section.getByRole('heading', { level: 2 })).toContainText(clean(pick(join, 'tittle', lang)));
      await expect(section).toContainText(clean(pick(join, 'subtittle', lang)));
      await expect(section).toContainText(clean(pick(join, 'content', lang)));
      await expect(section.locator(`a[href="mailto:${join?.email}"]`)).toBeVisible();
      const network = section.locator(`a[href="${join?.url}"]`);
      await expect(network).toHaveAttribute('target', '_blank');
      await expect(network).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  for (const [name, id] of [
    ['Join us', 'incorporate'],
    ['Contact', 'contacto'],
  ] as const) {
    test(`the header's ${name} link scrolls #${id} into view after about a second`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await hydrated(page);
      // Measured in the page: from the click to the target entering the viewport.
      await page.evaluate((target) => {
        const w = window as unknown as { hashNav: { click: number; scroll: number; seen: number } };
        w.hashNav = { click: 0, scroll: 0, seen: 0 };
        document.addEventListener('click', () => (w.hashNav.click = performance.now()), { capture: true, once: true });
        window.addEventListener('scroll', () => {
          if (w.hashNav.click && !w.hashNav.scroll) w.hashNav.scroll = performance.now();
        });
        const el = document.getElementById(target);
        if (!el) return;
        new IntersectionObserver((entries) => {
          if (w.hashNav.click && !w.hashNav.seen && entries.some((e) => e.isIntersecting)) w.hashNav.seen = performance.now();
        }).observe(el);
      }, id);
      await page.locator('.topbar').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport({ timeout: 4000 });
      const t = await page.evaluate(() => (window as unknown as { hashNav: { click: number; scroll: number; seen: number } }).hashNav);
      // PRODUCT §2: the scroll starts after 1 second.
      expect(t.scroll - t.click).toBeGreaterThanOrEqual(950);
      expect(t.scroll - t.click).toBeLessThan(2000);
      expect(t.seen).toBeGreaterThan(t.scroll);
    });
  }
});

test('each block shows what the CMS holds, in both languages, after an edit', async ({ page, stack }) => {
  const mark = ` [e2e ${Date.now()}]`;
  const auth = { authorization: `Bearer ${await adminToken(stack)}` };
  const current = (await (await fetch(`${stack.cmsUrl}/content-manager/single-types/api::home.home`, { headers: auth })).json()) as {
    data: Home;
  };
  const h = current.data;
  const both = <T extends Record<string, unknown>>(o: T, key: string) => ({
    ...o,
    [`${key}_en`]: `${o[`${key}_en`]}${mark}`,
    [`${key}_es`]: `${o[`${key}_es`]}${mark}`,
  });
  const at = <T extends Record<string, unknown>>(list: T[], i: number, key: string) => list.map((x, k) => (k === i ? both(x, key) : x));
  const edit: Record<string, unknown> = {
    ...both({ subtittle_solutions_en: h.subtittle_solutions_en, subtittle_solutions_es: h.subtittle_solutions_es }, 'subtittle_solutions'),
    solutions_slides: at(h.solutions_slides as unknown as Record<string, unknown>[], 1, 'content'),
    partnert_content: at(h.partnert_content as unknown as Record<string, unknown>[], 0, 'content'),
    ...both({ tittle_partner_en: h.tittle_partner_en, tittle_partner_es: h.tittle_partner_es }, 'tittle_partner'),
    ...both(
      { subtittle_whatdowedo_en: h.subtittle_whatdowedo_en, subtittle_whatdowedo_es: h.subtittle_whatdowedo_es },
      'subtittle_whatdowedo',
    ),
    whatdowedo_content: h.whatdowedo_content.map((n, k) =>
      k === 0 ? { ...n, paragraphs: at(n.paragraphs as unknown as Record<string, unknown>[], 0, 'paragraph') } : n,
    ),
    Counters: at(h.Counters as unknown as Record<string, unknown>[], 2, 'title'),
    ...both({ subtittle_clients_en: h.subtittle_clients_en, subtittle_clients_es: h.subtittle_clients_es }, 'subtittle_clients'),
    clients_slides: h.clients_slides.map((c, k) => (k === 0 ? { ...c, client_name: `${c.client_name}${mark}` } : c)),
    ...both({ tittle_trends_en: h.tittle_trends_en, tittle_trends_es: h.tittle_trends_es }, 'tittle_trends'),
    join_us: both(h.join_us as unknown as Record<string, unknown>, 'content'),
  };
  const previous = await editContent(stack, 'api::home.home', edit);
  try {
    for (const lang of LANGS) {
      const m = (s: string | null | undefined) => `${clean(s)}${mark}`;
      await expect(async () => {
        await page.goto(`/?lang=${lang}`);
        await expect(page.locator('.solutions .section__lead')).toHaveText(m(pick(h, 'subtittle_solutions', lang)), { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('.solutions')).toContainText(m(pick(h.solutions_slides[1], 'content', lang)));
      await expect(page.locator('#partner-title')).toHaveText(m(pick(h, 'tittle_partner', lang)));
      await expect(page.locator('.partner')).toContainText(m(pick(h.partnert_content[0], 'content', lang)));
      await expect(page.locator('.wwd .section__lead')).toHaveText(m(pick(h, 'subtittle_whatdowedo', lang)));
      await expect(page.locator('.wwd__hub')).toContainText(m(pick(h.whatdowedo_content[0]?.paragraphs[0], 'paragraph', lang)));
      await expect(page.locator('.counter').nth(2)).toContainText(m(pick(h.Counters[2], 'title', lang)));
      await expect(page.locator('.clients .section__lead')).toHaveText(m(pick(h, 'subtittle_clients', lang)));
      await expect(page.locator('.clients-slider').getByRole('link', { name: rx(m(h.clients_slides[0]?.client_name)) })).toHaveCount(1);
      await expect(page.locator('#trends-title')).toHaveText(m(pick(h, 'tittle_trends', lang)));
      await expect(page.locator('#incorporate')).toContainText(m(pick(h.join_us, 'content', lang)));
    }
  } finally {
    await editContent(stack, 'api::home.home', previous);
  }
});

test.describe('accessibility', () => {
  for (const lang of LANGS) {
    test(`axe finds no serious or critical violation on / in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/?lang=${lang}`);
      await hydrated(page);
      // Reveal every section, then wait until the reveals, counters and other animations have ended.
      await scrollThroughAndSettle(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
