/**
 * "No lead lost to a rule" (PRODUCT §10.2 R2–R3, docs/decisions/0010), in both languages: free text with "<" stored exactly as typed
 * (and escaped in the firm's e-mail), a contact without a phone, valid numbers of Mexico, Peru, Chile,
 * Colombia, Argentina, Spain and the United States, an invalid number for the chosen country with its
 * own message (not PRODUCT's "required" notice), and the attribution of a visit that arrived with UTM
 * parameters stored with its contact.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { contactPayload, parseMail, postJson, records } from '../../apps/web/tests/forms-site';
import { adminPassword } from '../../scripts/lib/admin-token';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { expect, formReady, hydrated, test, visitKept } from './fixtures';
import {
  nameIn,
  optionLists as lists,
  CONTACT_PREFIX as P,
  chooseContactOption as choose,
  contactField as field,
  contactForm as form,
} from './form-helpers';

const T = { en, es } as const;
type Lang = keyof typeof T;

test.describe.configure({ timeout: 180_000 });

/** Opens a page in a language, as a visitor whose choice is stored (the lang cookie). */
async function openIn(page: Page, stack: StackInfo, path: string, lang: Lang, referer?: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: stack.webUrl }]);
  await page.goto(path, referer ? { referer } : undefined);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await form(page).scrollIntoViewIfNeeded();
  await formReady(page);
  await expect(field(page, 'phone-country')).toContainText('+');
}

/** Chooses the phone country by its ISO code. */
async function phoneCountry(page: Page, code: string) {
  await field(page, 'phone-country').click();
  await page
    .locator(`${P}-phone-country-listbox`)
    .getByRole('option')
    .filter({ has: page.locator('.phone__code', { hasText: new RegExp(`^${code.toUpperCase()}$`) }) })
    .click();
  await expect(field(page, 'phone-country')).toContainText(code.toUpperCase());
}

interface Filled {
  email: string;
  name: string;
  last_name: string;
  company: string;
  comment: string;
  country: string;
  position: string;
  industry: string;
}

async function fill(page: Page, lang: Lang, l: Awaited<ReturnType<typeof lists>>, over: Partial<Filled> = {}): Promise<Filled> {
  const tag = randomUUID().slice(0, 8);
  const country = l.countries.find((c) => c.code === 'pe') ?? l.countries[0];
  const position = l.positions[0];
  const industry = l.industries[0];
  if (!country || !position || !industry) throw new Error('option lists not seeded');
  const v: Filled = {
    email: `rules.${tag}@example.com`,
    name: 'Rosa',
    last_name: `Quispe ${tag}`,
    company: `Andes ${tag}`,
    comment: lang === 'es' ? 'Hola' : 'Hello',
    country: nameIn(country, lang),
    position: nameIn(position, lang),
    industry: nameIn(industry, lang),
    ...over,
  };
  await field(page, 'name').fill(v.name);
  await field(page, 'last_name').fill(v.last_name);
  await field(page, 'email').fill(v.email);
  await field(page, 'company').fill(v.company);
  await choose(page, 'country', v.country);
  await choose(page, 'position', v.position);
  await choose(page, 'industry', v.industry);
  await field(page, 'comment').fill(v.comment);
  await field(page, 'terms_and_conditions').check();
  return v;
}

async function send(page: Page, lang: Lang) {
  await form(page).getByRole('button', { name: T[lang].forms.send }).click();
  await expect(form(page).getByRole('status')).toHaveText(T[lang].contact.message_three, { timeout: 20_000 });
}

/** The stored contact of an e-mail address (read through the admin's content-manager API). */
async function stored(stack: StackInfo, email: string) {
  const found = await records(stack.cmsUrl, 'contact', email, 'email');
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown>;
}

/** The firm's e-mail of a stored submission, from the stack's outbox. */
async function mailOf(stack: StackInfo, submissionId: string) {
  const dir = join(stack.dataDir, 'outbox');
  let file: string | undefined;
  await expect
    .poll(() => {
      file = readdirSync(dir).find((f) => f.includes(submissionId));
      return file;
    })
    .toBeTruthy();
  return parseMail(readFileSync(join(dir, file ?? ''), 'utf8'));
}

const COMMENT = 'Presupuesto <5000 USD; si a<b y b>c, ¿cuándo?';
const COMPANY = '<SAP> & Co';

const NUMBERS: Array<[string, string, string]> = [
  ['mx', '52', '5512345678'],
  ['pe', '51', '912345678'],
  ['cl', '56', '912345678'],
  ['co', '57', '3001234567'],
  ['ar', '54', '91123456789'],
  ['es', '34', '612345678'],
  ['us', '1', '2015550123'],
];

for (const lang of ['en', 'es'] as const) {
  const t = T[lang];
  test.describe(`forms rules (${lang})`, () => {
    test('a comment and a company with "<", and no phone: accepted, stored as typed, escaped in the e-mail', async ({ page, stack }) => {
      const l = await lists(stack);
      await openIn(page, stack, '/', lang);
      const v = await fill(page, lang, l, { comment: COMMENT, company: COMPANY, name: '<Rosa>' });
      await field(page, 'comment').blur();
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);
      await send(page, lang);
      const record = await stored(stack, v.email);
      expect(record).toMatchObject({ comment: COMMENT, company: COMPANY, name: '<Rosa>', language: lang });
      // No phone given: none stored (not the dial code alone).
      expect(record.phone ?? '').toBe('');
      const mail = await mailOf(stack, String(record.submission_id));
      expect(mail.text).toContain(COMMENT);
      expect(mail.html).toContain('Presupuesto &lt;5000 USD; si a&lt;b y b&gt;c, ¿cuándo?');
      expect(mail.html).toContain('&lt;SAP&gt; &amp; Co');
      expect(mail.html).not.toContain('<SAP>');
      expect(mail.html).not.toContain('<Rosa>');
    });

    test('valid numbers from Mexico, Peru, Chile, Colombia, Argentina, Spain and the US are stored as typed', async ({ page, stack }) => {
      const l = await lists(stack);
      await openIn(page, stack, '/', lang);
      for (const [code, dial, number] of NUMBERS) {
        const v = await fill(page, lang, l);
        await phoneCountry(page, code);
        await field(page, 'phone').fill(number);
        await field(page, 'phone').blur();
        await expect(field(page, 'phone'), `${code} ${number}`).not.toHaveAttribute('aria-invalid', 'true');
        await send(page, lang);
        expect((await stored(stack, v.email)).phone, code).toBe(`${dial}${number}`);
      }
    });

    test('an invalid number for the chosen country gets its own message next to the field, not PRODUCT’s notice', async ({
      page,
      stack,
    }) => {
      const l = await lists(stack);
      await openIn(page, stack, '/', lang);
      let posts = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') posts++;
      });
      await fill(page, lang, l);
      await phoneCountry(page, 'mx');
      // Peru's 9-digit mobile is not a Mexican number (and not PRODUCT's 10-digit pattern).
      await field(page, 'phone').fill('912345678');
      await field(page, 'phone').blur();
      await expect(field(page, 'phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`${P}-phone-error`)).toHaveText(t.forms.errors.phone);
      await form(page).getByRole('button', { name: t.forms.send }).click();
      await expect(field(page, 'phone')).toBeFocused();
      await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
      // The same digits for Peru: valid, the message goes.
      await phoneCountry(page, 'pe');
      await expect(page.locator(`${P}-phone-error`)).toHaveCount(0);
      // A malformed e-mail: its own message too, still not PRODUCT's notice.
      await field(page, 'email').fill('rosa@example');
      await field(page, 'email').blur();
      await expect(page.locator(`${P}-email-error`)).toHaveText(t.forms.errors.email);
      await expect(form(page).getByText(t.contact.message_one)).toHaveCount(0);
      // An empty required field: PRODUCT's notice.
      await field(page, 'name').fill('');
      await field(page, 'name').blur();
      await expect(form(page).getByText(t.contact.message_one)).toBeVisible();
      expect(posts).toBe(0);
    });

    test('a visit that arrived with UTM parameters stores them, its landing page and referrer with its contact', async ({
      page,
      stack,
    }) => {
      const l = await lists(stack);
      // A campaign link names the page's own address in the language (docs/decisions/0031).
      const landing = `/${lang}/servicio-sap?utm_source=linkedin&utm_medium=social&utm_campaign=sap-${lang}&utm_term=s4hana&utm_content=banner`;
      await page.context().addCookies([{ name: 'lang', value: lang, url: stack.webUrl }]);
      await page.goto(landing, { referer: 'https://www.linkedin.com/feed/' });
      await hydrated(page);
      await visitKept(page);
      // The visitor browses on inside the site, then writes from the home page.
      await openIn(page, stack, '/', lang);
      const v = await fill(page, lang, l);
      await send(page, lang);
      const record = await stored(stack, v.email);
      expect(record).toMatchObject({
        landing_page: landing,
        sending_page: `/${lang}/`,
        referrer: 'https://www.linkedin.com/feed/',
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: `sap-${lang}`,
        utm_term: 's4hana',
        utm_content: 'banner',
      });
      const mail = await mailOf(stack, String(record.submission_id));
      expect(mail.text).toContain(`utm_campaign: sap-${lang}`);
      expect(mail.text).toContain('https://www.linkedin.com/feed/');
      // Kept by the page in session storage, not in a cookie: the only cookie is the language the test chose.
      expect((await page.context().cookies()).map((c) => c.name)).toEqual(['lang']);
      expect(await page.evaluate(() => sessionStorage.getItem('visitAttribution'))).toContain('linkedin');
    });
  });
}

test('the admin shows a stored contact’s text exactly as typed, with its attribution', async ({ page, stack }) => {
  const body = contactPayload({
    company: COMPANY,
    comment: COMMENT,
    name: '<b>Rosa</b>',
    landing_page: '/?utm_source=linkedin',
    sending_page: '/download',
    utm_source: 'linkedin',
    utm_campaign: '<q3>',
  });
  expect((await postJson(`${stack.webUrl}/api/contact`, body)).status).toBe(200);
  const [record] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
  if (!record) throw new Error('contact not stored');
  let scripted = false;
  page.on('dialog', async (d) => {
    scripted = true;
    await d.dismiss();
  });
  await page.goto(`${stack.cmsUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL || 'admin@example.com');
  await page.locator('input[name="password"]').fill(adminPassword(stack.dataDir));
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  await page.goto(`${stack.cmsUrl}/admin/content-manager/collection-types/api::contact.contact/${record.documentId}`);
  await expect(page.locator('input[name="company"]')).toHaveValue(COMPANY, { timeout: 30_000 });
  await expect(page.locator('input[name="name"]')).toHaveValue('<b>Rosa</b>');
  await expect(page.locator('textarea[name="comment"]')).toHaveValue(COMMENT);
  await expect(page.locator('input[name="utm_source"]')).toHaveValue('linkedin');
  await expect(page.locator('input[name="utm_campaign"]')).toHaveValue('<q3>');
  await expect(page.locator('textarea[name="landing_page"]')).toHaveValue('/?utm_source=linkedin');
  await expect(page.locator('textarea[name="sending_page"]')).toHaveValue('/download');
  // Shown as text, never as markup: no bold element made of the name.
  await expect(page.locator('main b', { hasText: 'Rosa' })).toHaveCount(0);
  expect(scripted).toBe(false);
});
