import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { type AboutUs, buildQuery, type Lang, pick, populateTrees } from '@site/content';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { adminToken, cmsGet, editContent, expect, hydrated, scrollThroughAndSettle, test } from './fixtures';

// The about page (/nosotros, PRODUCT §2): every block from the CMS in both languages, the video loaded
// only on demand, the three methods, the fifth value apart, the approach and vision/mission halves.
// One test appends a marker to CMS fields and restores them; the others strip that marker from what
// they read, so they can run at the same time.

const LANGS: Lang[] = ['en', 'es'];
const MARK = / \[e2e \d+\]/g;
const clean = (s: string | null | undefined) => (s ?? '').replace(MARK, '');
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const half = <T>(list: T[]): [T[], T[]] => [list.slice(0, Math.floor(list.length / 2)), list.slice(Math.floor(list.length / 2))];

async function aboutEntity(stack: StackInfo): Promise<AboutUs> {
  const { data } = await cmsGet<{ data: AboutUs }>(stack, `about-us${buildQuery({ populate: populateTrees['about-us'] })}`);
  return data;
}

async function gotoAbout(page: Page, lang: Lang, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`/${lang}/nosotros`);
  await hydrated(page);
}

/** Every text of the page in one language, in PRODUCT's block order. */
function texts(a: AboutUs, lang: Lang): string[] {
  return [
    pick(a, 'tittle_banner', lang),
    pick(a, 'tittle_about', lang),
    ...a.content_about.map((p) => pick(p, 'paragraph', lang)),
    pick(a, 'tittle_whatdowedo', lang),
    ...a.contents_whatdowedo.flatMap((w) => [pick(w, 'content', lang), ...w.paragraphs.map((p) => pick(p, 'paragraph', lang))]),
    pick(a, 'tittle_whatdowedoit', lang),
    pick(a, 'subtittle_whatdowedoit', lang),
    ...a.content_whatdowedoit.flatMap((s) => [pick(s, 'title', lang), pick(s, 'content', lang)]),
    pick(a, 'tittle_benefits', lang),
    ...a.content_benefits.flatMap((b) => [pick(b, 'title', lang), ...b.content_paragraph.map((p) => pick(p, 'paragraph', lang))]),
    pick(a, 'tittle_values', lang),
    ...a.content_values.map((v) => pick(v, 'title', lang)),
    pick(a, 'tittle_approach', lang),
    ...a.content_approach.flatMap((c) => [pick(c, 'title', lang), pick(c, 'content', lang)]),
    pick(a, 'tittle_know_us', lang),
    pick(a, 'subtittle_know_us', lang),
    ...a.content_know_us.flatMap((k) => [pick(k, 'tittle', lang), pick(k, 'content', lang)]),
  ].map(clean);
}

for (const lang of LANGS) {
  test(`the first HTML response has every block of /nosotros in ${lang}, in PRODUCT's order`, async ({ request, stack }) => {
    const about = await aboutEntity(stack);
    const html = await (await request.get(`/${lang}/nosotros`)).text();
    expect(html).toContain(`<html lang="${lang}"`);
    let from = 0;
    for (const text of texts(about, lang)) {
      const at = html.indexOf(esc(text), from);
      expect(at, `"${text}" after position ${from}`).toBeGreaterThan(-1);
      from = at;
    }
    // The video is not in the page until asked for.
    expect(html).not.toContain('<iframe');
  });

  test(`every block shows its CMS content in ${lang}, with the hero's contact link to /#contacto`, async ({ page, stack }) => {
    const about = await aboutEntity(stack);
    await gotoAbout(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clean(pick(about, 'tittle_banner', lang)));
    await expect(page.locator('h1')).toHaveCount(1);
    const main = page.locator('main');
    for (const text of texts(about, lang)) await expect(main).toContainText(text);
    await page.locator('.hero').getByRole('link').click();
    await expect(page).toHaveURL(/\/#contacto$/);
    await expect(page.locator('#contacto')).toBeInViewport({ timeout: 10_000 });
  });
}

test('the video does not load until asked for: a poster with a play button puts in the player, the clip of the CMS', async ({
  page,
  stack,
}) => {
  const about = await aboutEntity(stack);
  // The seed's video is a clip of the media library, played by the site (the URL is for YouTube or Vimeo).
  const clip = about.video_about?.url ?? '';
  expect(clip).toMatch(/^\/uploads\/.+\.webm$/);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === clip) requested.push(r.url());
  });
  await gotoAbout(page, 'en');
  const who = page.locator('.who');
  await who.scrollIntoViewIfNeeded();
  // What coming into view starts has happened: the block is revealed and its poster has loaded.
  await expect(who.locator('.reveal').first()).toHaveClass(/is-visible/);
  await expect
    .poll(() => who.locator('img.about-video__poster').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(who.locator('video, iframe')).toHaveCount(0);
  // real wait: proves that the clip is not requested; an absent request gives no event to wait for and
  // no timer of the product is involved, so it is given 500 ms of real time.
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  const play = who.getByRole('button', { name: `Play video: ${clean(about.tittle_about_en)}` });
  await play.focus();
  await page.keyboard.press('Enter');
  const video = who.locator('video');
  await expect(video).toHaveAttribute('src', clip);
  await expect(video).toHaveAttribute('aria-label', new RegExp(clean(about.tittle_about_en)));
  await expect(video).toBeFocused();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});

test('how we do it: three steps, a waterfall-like first, then agile, then devops', async ({ page, stack }) => {
  const about = await aboutEntity(stack);
  expect(about.content_whatdowedoit).toHaveLength(3);
  await gotoAbout(page, 'en');
  const steps = page.locator('.how__steps > li');
  await expect(steps).toHaveCount(3);
  const kinds = ['waterfall', 'agile', 'devops'];
  for (const [i, step] of about.content_whatdowedoit.entries()) {
    await expect(steps.nth(i)).toHaveClass(new RegExp(`how__step--${kinds[i]}`));
    await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(clean(step.title_en));
    await expect(steps.nth(i)).toContainText(`Step ${i + 1}`);
  }
  // The waterfall: phases cascading down, each one lower and further right than the one before.
  const bars = await steps
    .nth(0)
    .locator('.how__bar')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
  expect(bars.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < bars.length; i++) {
    expect(bars[i]?.x).toBeGreaterThan(bars[i - 1]?.x ?? 0);
    expect(bars[i]?.y).toBeGreaterThan(bars[i - 1]?.y ?? 0);
  }
  // In order on the page: left to right on desktop.
  const xs = await steps.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
});

test('values: the fifth is shown apart from the first four', async ({ page, stack }) => {
  const about = await aboutEntity(stack);
  expect(about.content_values).toHaveLength(5);
  for (const lang of LANGS) {
    await gotoAbout(page, lang);
    const grid = page.locator('.values__grid > li');
    await expect(grid).toHaveCount(4);
    for (const [i, v] of about.content_values.slice(0, 4).entries()) await expect(grid.nth(i)).toContainText(clean(pick(v, 'title', lang)));
    const apart = page.locator('.values__apart > li');
    await expect(apart).toHaveCount(1);
    await expect(apart).toContainText(clean(pick(about.content_values[4], 'title', lang)));
    // Apart: below the four, in a block of its own.
    await apart.scrollIntoViewIfNeeded();
    const gridBox = await page.locator('.values__grid').boundingBox();
    const apartBox = await apart.boundingBox();
    expect(gridBox && apartBox && apartBox.y >= gridBox.y + gridBox.height).toBeTruthy();
  }
});

test('approach: the content split in two halves around the image; vision and mission: half and half', async ({ page, stack }) => {
  const about = await aboutEntity(stack);
  for (const lang of LANGS) {
    await gotoAbout(page, lang);
    const [left, right] = half(about.content_approach);
    const leftItems = page.locator('.approach__col--left > li');
    const rightItems = page.locator('.approach__col--right > li');
    await expect(leftItems).toHaveCount(left.length);
    await expect(rightItems).toHaveCount(right.length);
    for (const [i, c] of left.entries()) await expect(leftItems.nth(i)).toContainText(clean(pick(c, 'title', lang)));
    for (const [i, c] of right.entries()) await expect(rightItems.nth(i)).toContainText(clean(pick(c, 'title', lang)));
    await page.locator('.approach').scrollIntoViewIfNeeded();
    const l = await page.locator('.approach__col--left').boundingBox();
    const img = await page.locator('.approach__media').boundingBox();
    const r = await page.locator('.approach__col--right').boundingBox();
    expect(l && img && r && l.x + l.width <= img.x && img.x + img.width <= r.x).toBeTruthy();

    const [vision, mission] = half(about.content_know_us);
    expect(vision.length).toBe(mission.length);
    const v = page.locator('.know__group--vision');
    const m = page.locator('.know__group--mission');
    await expect(v.getByRole('heading', { level: 3 })).toHaveText(lang === 'es' ? 'Visión' : 'Vision');
    await expect(m.getByRole('heading', { level: 3 })).toHaveText(lang === 'es' ? 'Misión' : 'Mission');
    await expect(v.locator('.know-card')).toHaveCount(vision.length);
    await expect(m.locator('.know-card')).toHaveCount(mission.length);
    for (const [i, k] of vision.entries()) await expect(v.locator('.know-card').nth(i)).toContainText(clean(pick(k, 'tittle', lang)));
    for (const [i, k] of mission.entries()) await expect(m.locator('.know-card').nth(i)).toContainText(clean(pick(k, 'tittle', lang)));
  }
});

/**
 * Waits until the page has looked at where `el` is now and acted on it: an IntersectionObserver of the
 * test's own (with the reveal's own margins) has reported it, which happens in the same update as
 * the page's observers, and then two more frames have been drawn, so what the page's observer
 * callbacks changed (a React render) is on screen.
 */
async function intersectionsDone(el: Locator): Promise<void> {
  await el.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver(
          () => {
            io.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          },
          { rootMargin: '100000px 0px -50px 0px' },
        );
        io.observe(target);
      }),
  );
}

test('sections fade in once, when their top is within 50 px of the bottom of the viewport', async ({ page }) => {
  await gotoAbout(page, 'en');
  const block = page.locator('.benefits .reveal').first();
  await expect(block).not.toHaveClass(/is-visible/);
  const top = async () => block.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  // Its top 80 px below the viewport's bottom, then only 30 px above it: still hidden.
  await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight - 80), await top());
  await intersectionsDone(block);
  await expect(block).not.toHaveClass(/is-visible/);
  await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight + 30), await top());
  await intersectionsDone(block);
  await expect(block).not.toHaveClass(/is-visible/);
  // Its top 60 px above the viewport's bottom: shown, and it stays shown.
  await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight + 60), await top());
  await expect(block).toHaveClass(/is-visible/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await intersectionsDone(block);
  await expect(block).toHaveClass(/is-visible/);
});

test('a section jumped past (to the page bottom at once) is shown too', async ({ page }) => {
  await gotoAbout(page, 'en');
  const block = page.locator('.benefits .reveal').first();
  await expect(block).not.toHaveClass(/is-visible/);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  expect(await block.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(0);
  await expect(block).toHaveClass(/is-visible/);
});

test('each block shows what the CMS holds, in both languages, after an edit', async ({ page, stack }) => {
  const mark = ` [e2e ${Date.now()}]`;
  const auth = { authorization: `Bearer ${await adminToken(stack)}` };
  const current = (await (
    await fetch(`${stack.cmsUrl}/content-manager/single-types/api::about-us.about-us`, { headers: auth })
  ).json()) as {
    data: AboutUs;
  };
  const a = current.data;
  type Rec = Record<string, unknown>;
  const both = <T extends Rec>(o: T, key: string): T => ({
    ...o,
    [`${key}_en`]: `${o[`${key}_en`]}${mark}`,
    [`${key}_es`]: `${o[`${key}_es`]}${mark}`,
  });
  const at = <T>(list: T[], i: number, key: string) => list.map((x, k) => (k === i ? both(x as Rec, key) : x));
  const edit: Rec = {
    tittle_about_en: `${a.tittle_about_en}${mark}`,
    tittle_about_es: `${a.tittle_about_es}${mark}`,
    tittle_know_us_en: `${a.tittle_know_us_en}${mark}`,
    tittle_know_us_es: `${a.tittle_know_us_es}${mark}`,
    tittle_approach_en: `${a.tittle_approach_en}${mark}`,
    tittle_approach_es: `${a.tittle_approach_es}${mark}`,
    tittle_benefits_en: `${a.tittle_benefits_en}${mark}`,
    tittle_benefits_es: `${a.tittle_benefits_es}${mark}`,
    subtittle_whatdowedoit_en: `${a.subtittle_whatdowedoit_en}${mark}`,
    subtittle_whatdowedoit_es: `${a.subtittle_whatdowedoit_es}${mark}`,
    content_about: at(a.content_about, 1, 'paragraph'),
    contents_whatdowedo: a.contents_whatdowedo.map((w, k) => (k === 0 ? { ...w, paragraphs: at(w.paragraphs, 1, 'paragraph') } : w)),
    content_whatdowedoit: at(a.content_whatdowedoit, 1, 'content'),
    content_benefits: a.content_benefits.map((b, k) =>
      k === 0 ? { ...b, content_paragraph: at(b.content_paragraph, 0, 'paragraph') } : b,
    ),
    content_values: at(a.content_values, 4, 'title'),
    content_approach: at(a.content_approach, 3, 'content'),
    content_know_us: at(a.content_know_us, 0, 'content'),
  };
  const previous = await editContent(stack, 'api::about-us.about-us', edit);
  try {
    for (const lang of LANGS) {
      const m = (s: string | null | undefined) => `${clean(s)}${mark}`;
      await expect(async () => {
        await page.goto(`/${lang}/nosotros`);
        await expect(page.locator('#who-title')).toHaveText(m(pick(a, 'tittle_about', lang)), { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('.who')).toContainText(m(pick(a.content_about[1], 'paragraph', lang)));
      await expect(page.locator('.about-what')).toContainText(m(pick(a.contents_whatdowedo[0]?.paragraphs[1], 'paragraph', lang)));
      await expect(page.locator('.how .section__lead')).toHaveText(m(pick(a, 'subtittle_whatdowedoit', lang)));
      await expect(page.locator('.how')).toContainText(m(pick(a.content_whatdowedoit[1], 'content', lang)));
      await expect(page.locator('#benefits-title')).toHaveText(m(pick(a, 'tittle_benefits', lang)));
      await expect(page.locator('.benefits')).toContainText(m(pick(a.content_benefits[0]?.content_paragraph[0], 'paragraph', lang)));
      await expect(page.locator('.values__apart')).toContainText(m(pick(a.content_values[4], 'title', lang)));
      await expect(page.locator('#approach-title')).toHaveText(m(pick(a, 'tittle_approach', lang)));
      await expect(page.locator('.approach__col--right')).toContainText(m(pick(a.content_approach[3], 'content', lang)));
      await expect(page.locator('#know-title')).toHaveText(m(pick(a, 'tittle_know_us', lang)));
      await expect(page.locator('.know__group--vision')).toContainText(m(pick(a.content_know_us[0], 'content', lang)));
    }
  } finally {
    await editContent(stack, 'api::about-us.about-us', previous);
  }
});

test.describe('accessibility', () => {
  for (const lang of LANGS) {
    test(`axe finds no serious or critical violation on /nosotros in ${lang}`, async ({ page }) => {
      await gotoAbout(page, lang);
      // Reveal every section, then wait until the reveals and other animations have ended.
      await scrollThroughAndSettle(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
