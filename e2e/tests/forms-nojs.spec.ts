/**
 * Every lead reaches the firm before and without JavaScript (docs/decisions/0012): the contact form and the
 * document requests are plain HTML forms posted to their page's action, the language flags are
 * links, and no typed value ever appears in a URL or a Referer. Chromium with JavaScript off, both
 * languages; then a contact sent before the page's scripts have run (they are held back).
 */
import type { Page, Request, Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { records } from '../../apps/web/tests/forms-site';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { cmsGet, expect, test } from './fixtures';

const T = { en, es } as const;
type Lang = keyof typeof T;
type Named = { id: number; name_es: string; name_en: string; code?: string };

test.describe.configure({ timeout: 120_000 });

const P = '#contacto-form';
const nameIn = (o: Named, lang: Lang) => (lang === 'es' ? o.name_es : o.name_en);

async function option(stack: StackInfo, list: string, index: number): Promise<Named> {
  const { data } = await cmsGet<{ data: Named[] }>(stack, `${list}?pagination[pageSize]=200&sort=id:asc`);
  const o = data[index] ?? data[0];
  if (!o) throw new Error(`${list} not seeded`);
  return o;
}

/** The e-mails written to the stack's outbox for a submission (exactly once expected). */
function mailsFor(stack: StackInfo, submissionId: string): string[] {
  return readdirSync(join(stack.dataDir, 'outbox')).filter((f) => f.includes(submissionId));
}

/** Every request's URL and Referer, to check that no typed value leaks into them. */
function requestLog(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    seen.push(r.url());
    const referer = r.headers().referer;
    if (referer) seen.push(referer);
  });
  return seen;
}

function expectNoValueIn(log: string[], values: string[]) {
  for (const entry of log) {
    const decoded = decodeURIComponent(entry.replace(/\+/g, ' '));
    for (const v of values) expect(decoded, `a typed value in ${entry}`).not.toContain(v);
  }
}

async function openIn(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  if (lang === 'es') {
    // The flag is a link: it switches the page without scripts.
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

interface Contact {
  name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string;
  comment: string;
  interest_area: string;
}

async function fillContact(
  page: Page,
  stack: StackInfo,
  lang: Lang,
  email: string,
): Promise<Contact & Record<'country' | 'position' | 'industry', Named>> {
  const tag = randomUUID().slice(0, 8);
  const v = {
    name: lang === 'es' ? 'Lucía' : 'Lucy',
    last_name: `Sinscript ${tag}`,
    email,
    company: `Acme ${tag}`,
    phone: '5512345678',
    comment: lang === 'es' ? 'Sin JavaScript, por favor.' : 'No JavaScript, please.',
    interest_area: 'SAP',
    country: await option(stack, 'country-dropdowns', 5),
    position: await option(stack, 'position-dropdowns', 1),
    industry: await option(stack, 'industry-dropdowns', 2),
  };
  for (const f of ['name', 'last_name', 'email', 'company', 'phone', 'comment', 'interest_area'] as const)
    await page.locator(`${P}-${f}`).fill(v[f]);
  // Native selects before (and without) scripts.
  await page.locator(`${P}-country`).selectOption({ label: nameIn(v.country, lang) });
  await page.locator(`${P}-position`).selectOption({ label: nameIn(v.position, lang) });
  await page.locator(`${P}-industry`).selectOption({ label: nameIn(v.industry, lang) });
  await page.locator(`${P}-phone-country`).selectOption('br');
  await page.locator(`${P}-terms_and_conditions`).check();
  return v;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'es'] as const) {
    const t = T[lang];

    test(`(${lang}) the contact form is stored once, e-mailed once, and the page says so; no typed value in any URL`, async ({
      page,
      stack,
    }) => {
      const log = requestLog(page);
      await openIn(page, '/', lang);
      const email = `nojs.${randomUUID().slice(0, 8)}@example.com`;
      const v = await fillContact(page, stack, lang, email);
      await page.locator(`${P}-name`).press('Enter');
      // POST/redirect/GET: the page itself, at the form, with PRODUCT §8's message (what was sent is
      // in the address: no cookie).
      await expect(page).toHaveURL(/\/\?(lang=es&)?sent=contact#contacto$/);
      await expect(page.locator('#contacto form').getByRole('status')).toHaveText(t.contact.message_three);
      const stored = await records(stack.cmsUrl, 'contact', email, 'email');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: v.name,
        last_name: v.last_name,
        email,
        company: v.company,
        phone: `55${v.phone}`,
        country: nameIn(v.country, lang),
        position: nameIn(v.position, lang),
        industry: nameIn(v.industry, lang),
        comment: v.comment,
        interest_area: v.interest_area,
        terms_and_conditions: true,
        language: lang,
      });
      await expect.poll(() => mailsFor(stack, String(stored[0]?.submission_id))).toHaveLength(1);
      // A reload does not send it again (the POST was answered with a redirect).
      await page.reload();
      await expect.poll(async () => (await records(stack.cmsUrl, 'contact', email, 'email')).length).toBe(1);
      expectNoValueIn(log, [email, v.last_name, v.company, v.comment, v.phone]);
    });

    test(`(${lang}) an invalid e-mail comes back with its own message, every other value kept`, async ({ page, stack, consoleErrors }) => {
      // The browser itself reports the answer's 400 status on the console.
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 400/);
      const log = requestLog(page);
      await openIn(page, '/', lang);
      const v = await fillContact(page, stack, lang, 'not-an-email');
      const response = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.locator('#contacto form').getByRole('button', { name: t.forms.send }).click();
      expect((await response).status()).toBe(400);
      await expect(page.locator(`${P}-email-error`)).toHaveText(t.forms.errors.email);
      await expect(page.locator(`${P}-email`)).toHaveValue('not-an-email');
      for (const f of ['name', 'last_name', 'company', 'phone', 'comment', 'interest_area'] as const)
        await expect(page.locator(`${P}-${f}`)).toHaveValue(v[f]);
      await expect(page.locator(`${P}-country`)).toHaveValue(String(v.country.id));
      await expect(page.locator(`${P}-position`)).toHaveValue(String(v.position.id));
      await expect(page.locator(`${P}-industry`)).toHaveValue(String(v.industry.id));
      await expect(page.locator(`${P}-phone-country`)).toHaveValue('br');
      await expect(page.locator(`${P}-terms_and_conditions`)).toBeChecked();
      expect(await records(stack.cmsUrl, 'contact', v.last_name, 'last_name')).toHaveLength(0);
      expectNoValueIn(log, [v.last_name, v.company, v.comment]);
    });

    test(`(${lang}) a document request is stored once and e-mailed once`, async ({ page, stack }) => {
      const log = requestLog(page);
      await openIn(page, '/download', lang);
      const card = page
        .locator('article.download-card')
        .filter({ has: page.locator('button') })
        .first();
      const cardId = (await card.getAttribute('id')) ?? '';
      await card.getByRole('button', { name: new RegExp(`^${t.download.button}`) }).click();
      // The card asks for the e-mail address and the language.
      await expect(page).toHaveURL(new RegExp(`#${cardId}$`));
      const again = page.locator(`#${cardId}`);
      await expect(again.getByText(t.download.askEmail)).toBeVisible();
      const email = `doc.${randomUUID().slice(0, 8)}@example.com`;
      await again.getByRole('textbox', { name: t.forms.fields.email }).fill(email);
      await again.getByRole('combobox', { name: t.lang.label }).selectOption(lang);
      await again.getByRole('button', { name: new RegExp(`^${t.download.send}`) }).click();
      await expect(page.locator(`#${cardId}`).getByRole('status')).toHaveText(t.download.sent);
      // … in the forms' success colour (the card is outside the contact section and the modals).
      const colours = await page
        .locator(`#${cardId}`)
        .getByRole('status')
        .evaluate((status) => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--c-success)';
          status.append(probe);
          const success = getComputedStyle(probe).color;
          probe.remove();
          return {
            defined: getComputedStyle(status).getPropertyValue('--c-success').trim(),
            status: getComputedStyle(status).color,
            success,
          };
        });
      expect(colours.defined).not.toBe('');
      expect(colours.status).toBe(colours.success);
      const stored = await records(stack.cmsUrl, 'download-request', email, 'email');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ email, language: lang });
      await expect.poll(() => mailsFor(stack, String(stored[0]?.submission_id))).toHaveLength(1);
      expectNoValueIn(log, [email]);
    });
  }

  test("the flags are links to the page's address in the other language, and the site's links stay in it", async ({ page }) => {
    await page.goto('/nosotros');
    await expect(page).toHaveURL(/\/en\/nosotros$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('.topbar').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/nosotros$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The site's own links carry the language (docs/decisions/0031).
    await page.locator('.navbar').getByRole('link', { name: 'Insights' }).first().click();
    await expect(page).toHaveURL(/\/es\/insights$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.locator('.topbar').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/insights$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // No cookie was set by any page.
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the chat button leads to the contact section until its script can answer', async ({ page }) => {
    await page.goto('/nosotros');
    const fab = page.locator('.chat-fab');
    await expect(fab).toHaveAttribute('href', '/en/#contacto');
    await fab.click();
    await expect(page).toHaveURL(/\/#contacto$/);
  });
});

test('a contact sent before the scripts have run is stored once and the visitor is told so', async ({ page, stack }) => {
  // The page's scripts are held back until the form has been sent (a slow phone on a campaign link).
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(/\/assets\/.*\.js$/, hold);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const email = `early.${randomUUID().slice(0, 8)}@example.com`;
  await fillContact(page, stack, 'en', email);
  await page.locator('#contacto form').getByRole('button', { name: T.en.forms.send }).click();
  await expect(page).toHaveURL(/\?sent=contact#contacto$/);
  await expect(page.locator('#contacto form').getByRole('status')).toHaveText(T.en.contact.message_three);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Still told after the scripts took over.
  await expect(page.locator('#contacto form').getByRole('status')).toHaveText(T.en.contact.message_three);
  expect(await records(stack.cmsUrl, 'contact', email, 'email')).toHaveLength(1);
});

test('what is typed before the scripts run is kept when they take over', async ({ page, stack }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const email = `typed.${randomUUID().slice(0, 8)}@example.com`;
  const v = await fillContact(page, stack, 'en', email);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The scripted dropdowns show what was chosen natively, and sending with scripts stores it all.
  await expect(page.locator(`${P}-country`)).toHaveText(nameIn(v.country, 'en'));
  await expect(page.locator(`${P}-name`)).toHaveValue(v.name);
  await page.locator('#contacto form').getByRole('button', { name: T.en.forms.send }).click();
  await expect(page.locator('#contacto form').getByRole('status')).toHaveText(T.en.contact.message_three);
  const stored = await records(stack.cmsUrl, 'contact', email, 'email');
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: v.name, last_name: v.last_name, phone: `55${v.phone}`, country: nameIn(v.country, 'en') });
});
