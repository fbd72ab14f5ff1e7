/**
 * Where a lead came from, without a cookie (docs/decisions/0011): a visitor arrives on a
 * page from a campaign link (utm_*) with another site as referrer, goes on to another page and sends a
 * contact, a lead and a document request. With JavaScript the page keeps the visit in session storage
 * and every form sends it: each record carries the campaign, the landing page, the referrer and the
 * page it was sent from. Without JavaScript the server records what a post shows (its Referer): the
 * page it was sent from and that page's campaign. Either way the browser holds no cookie of the site
 * and no page response sets one.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import { records, type StoredRecord } from '../../apps/web/tests/forms-site';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { expect, formReady, hydrated, test, visitKept } from './fixtures';
import { chooseContactOption, contactField, contactForm, nameIn, optionLists } from './form-helpers';

test.describe.configure({ timeout: 150_000 });

const REFERRER = 'https://news.example/issue-24?from=mail';

/** A campaign of its own per test (its records are found by their e-mail addresses). */
function campaign(tag: string) {
  return { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `issue24 ${tag}`, utm_term: 'sap', utm_content: 'hero' };
}

/**
 * Every Set-Cookie header of a response of the site (pages, data, endpoints) the page receives;
 * `settled()` resolves with them once every response seen so far has been read.
 */
function watchSetCookies(page: Page, stack: StackInfo) {
  const reads: Array<Promise<string | null>> = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(stack.webUrl)) return;
    reads.push(response.headerValue('set-cookie').then((v) => (v ? `${response.url()}: ${v}` : null)));
  });
  return { settled: async () => (await Promise.all(reads)).filter((v): v is string => v !== null) };
}

async function noCookie(context: BrowserContext, stack: StackInfo, watched: ReturnType<typeof watchSetCookies>) {
  expect(await watched.settled(), 'Set-Cookie on a response of the site').toEqual([]);
  const cookies = await context.cookies(stack.webUrl);
  expect(cookies, 'cookies of the site in the browser').toEqual([]);
}

async function storedOne(stack: StackInfo, inbox: 'contact' | 'lead' | 'download-request', email: string): Promise<StoredRecord> {
  const found = await records(stack.cmsUrl, inbox, email, 'email');
  expect(found, `${inbox} ${email}`).toHaveLength(1);
  return found[0] as StoredRecord;
}

test('with JavaScript: a contact, a lead and a document request carry the visit’s campaign, landing page, referrer and sending page; no cookie', async ({
  page,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const utm = campaign(tag);
  const landing = `/en/servicio-sap?${new URLSearchParams(utm).toString().replace(/\+/g, '%20')}`;
  const watched = watchSetCookies(page, stack);
  const l = await optionLists(stack);

  await page.goto(landing, { referer: REFERRER });
  await hydrated(page);
  await visitKept(page);
  // On to another page of the site.
  await page.goto('/en/download');
  await hydrated(page);
  const expected = { ...utm, landing_page: landing, referrer: REFERRER, sending_page: '/en/download' };

  // The lead modal opens by itself (PRODUCT §9: 3 s after the page loads).
  const modal = page.getByRole('dialog', { name: en.forms.lead.title });
  await expect(modal).toBeVisible({ timeout: 8000 });
  const leadEmail = `lead.${tag}@example.com`;
  await page.locator('#lead-name').fill('Lía');
  await page.locator('#lead-company').fill(`Acme ${tag}`);
  await page.locator('#lead-email').fill(leadEmail);
  for (const [f, list] of [
    ['country', l.countries],
    ['industry', l.industries],
    ['position', l.positions],
  ] as const) {
    await page.locator(`#lead-${f}`).click();
    await page
      .locator(`#lead-${f}-listbox`)
      .getByRole('option', { name: nameIn(list[1] ?? list[0], 'en'), exact: true })
      .click();
  }
  await modal.getByRole('button', { name: en.forms.lead.submit }).click();
  await expect(modal).toBeHidden();
  expect(await storedOne(stack, 'lead', leadEmail)).toMatchObject(expected);

  // A document request (the lead of the session is known now).
  await page.locator('article.download-card').first().getByRole('button', { name: /./ }).click();
  const confirmation = page.getByRole('dialog', { name: en.download.sent });
  await expect(confirmation).toBeVisible();
  expect(await storedOne(stack, 'download-request', leadEmail)).toMatchObject(expected);
  // The confirmation is a modal for 2 s (PRODUCT §9): the rest of the page is inert until it closes.
  await expect(confirmation).toBeHidden({ timeout: 5000 });

  // The contact form of the same page; its plain HTML form carries the same values as hidden fields.
  await contactForm(page).scrollIntoViewIfNeeded();
  await formReady(page);
  await expect(contactForm(page).locator('input[name="landing_page"]')).toHaveValue(landing);
  await expect(contactForm(page).locator('input[name="sending_page"]')).toHaveValue('/en/download');
  const contactEmail = `contact.${tag}@example.com`;
  await contactField(page, 'name').fill('Lía');
  await contactField(page, 'last_name').fill(`Campaña ${tag}`);
  await contactField(page, 'email').fill(contactEmail);
  await contactField(page, 'company').fill(`Acme ${tag}`);
  await chooseContactOption(page, 'country', nameIn(l.countries[2] ?? l.countries[0], 'en'));
  await chooseContactOption(page, 'position', nameIn(l.positions[0], 'en'));
  await chooseContactOption(page, 'industry', nameIn(l.industries[0], 'en'));
  await contactField(page, 'terms_and_conditions').check();
  await contactForm(page).getByRole('button', { name: en.forms.send }).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(en.contact.message_three);
  expect(await storedOne(stack, 'contact', contactEmail)).toMatchObject(expected);

  // Kept in this tab's session storage, nowhere else.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('visitAttribution'))) ?? '{}')).toMatchObject({
    landing_page: landing,
    referrer: REFERRER,
  });
  await noCookie(page.context(), stack, watched);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each post records the page it was sent from and that page’s campaign (its Referer); no cookie', async ({ page, stack }) => {
    const tag = randomUUID().slice(0, 8);
    const utm = campaign(tag);
    const query = new URLSearchParams(utm).toString();
    const watched = watchSetCookies(page, stack);
    const l = await optionLists(stack);

    // Arrives on the home page from the campaign, and writes from there.
    await page.goto(`/en/?${query}`, { referer: REFERRER });
    const contactEmail = `nojs.contact.${tag}@example.com`;
    const P = '#contacto-form';
    await page.locator(`${P}-name`).fill('Lía');
    await page.locator(`${P}-last_name`).fill(`Sinscript ${tag}`);
    await page.locator(`${P}-email`).fill(contactEmail);
    await page.locator(`${P}-company`).fill(`Acme ${tag}`);
    await page.locator(`${P}-country`).selectOption({ label: nameIn(l.countries[2] ?? l.countries[0], 'en') });
    await page.locator(`${P}-position`).selectOption({ label: nameIn(l.positions[0], 'en') });
    await page.locator(`${P}-industry`).selectOption({ label: nameIn(l.industries[0], 'en') });
    await page.locator(`${P}-terms_and_conditions`).check();
    await page.locator('#contacto form').getByRole('button', { name: en.forms.send }).click();
    // The notice is in the address, with the page's own query kept.
    await expect(page).toHaveURL(new RegExp(`/\\?${query.replace(/[+.]/g, '\\$&')}&sent=contact#contacto$`));
    await expect(page.locator('#contacto form').getByRole('status')).toHaveText(en.contact.message_three);
    // What the post showed: sent from the campaign's page; the visit's referrer is not known without a script.
    expect(await storedOne(stack, 'contact', contactEmail)).toMatchObject({
      ...utm,
      sending_page: `/en/?${query}`,
      landing_page: '',
      referrer: '',
    });

    // On to another page: a document request (the card asks for the address, then posts it).
    await page.goto('/en/download');
    const card = page
      .locator('article.download-card')
      .filter({ has: page.locator('button') })
      .first();
    const cardId = (await card.getAttribute('id')) ?? '';
    await card.getByRole('button', { name: new RegExp(`^${en.download.button}`) }).click();
    const again = page.locator(`#${cardId}`);
    const docEmail = `nojs.doc.${tag}@example.com`;
    await again.getByRole('textbox', { name: en.forms.fields.email }).fill(docEmail);
    await again.getByRole('button', { name: new RegExp(`^${en.download.send}`) }).click();
    await expect(page.locator(`#${cardId}`).getByRole('status')).toHaveText(en.download.sent);
    await expect(page).toHaveURL(new RegExp(`/download\\?sent=download\\.\\d+#${cardId}$`));
    expect(await storedOne(stack, 'download-request', docEmail)).toMatchObject({
      sending_page: '/en/download',
      landing_page: '',
      referrer: '',
      utm_source: '',
      utm_campaign: '',
    });

    // The lead form is the modal's (scripts only): its plain post, as the browser would send it from
    // the campaign's downloads page, through this browser's own request context (same cookie jar).
    const leadEmail = `nojs.lead.${tag}@example.com`;
    const lead = await page.request.post(`/en/download?${query}`, {
      form: {
        intent: 'lead',
        name: 'Lía',
        company: `Acme ${tag}`,
        email: leadEmail,
        country: String((l.countries[2] ?? l.countries[0]).id),
        industry: String(l.industries[0].id),
        position: String(l.positions[0].id),
        landing_page: '',
        sending_page: '',
      },
      headers: { referer: `${stack.webUrl}/en/download?${query}` },
      maxRedirects: 0,
    });
    expect(lead.status()).toBe(303);
    expect(lead.headers().location).toBe(`/en/download?${query}&sent=lead`);
    expect(lead.headers()['set-cookie']).toBeUndefined();
    expect(await storedOne(stack, 'lead', leadEmail)).toMatchObject({ ...utm, sending_page: `/en/download?${query}`, landing_page: '' });

    await noCookie(page.context(), stack, watched);
  });
});

test('the chat’s owner cookie comes with the chat API’s answer only (the visitor started a chat), never with a page', async ({
  page,
  stack,
}) => {
  const watched = watchSetCookies(page, stack);
  await page.goto('/en/');
  await hydrated(page);
  await page.getByRole('button', { name: en.chat.open }).click();
  const input = page.locator('#chat-panel input');
  await input.fill('What is C3?');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat' && r.request().method() === 'POST');
  await input.press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(input).toBeEnabled({ timeout: 20_000 });
  // Pages after the chat: a navigation and a new document.
  await page.goto('/en/download');
  await hydrated(page);
  const setCookies = await watched.settled();
  expect(setCookies.length, 'the chat API set its cookie').toBeGreaterThan(0);
  for (const line of setCookies)
    expect(line, 'a Set-Cookie outside the chat API').toMatch(
      /^[^ ]*\/api\/chat: chat_[0-9a-f-]+=[^;]+; Path=\/api\/chat; HttpOnly; SameSite=Strict/,
    );
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => [c.name.replace(/^chat_.*/, 'chat_<id>'), c.path, c.httpOnly])).toEqual([['chat_<id>', '/api/chat', true]]);
});
