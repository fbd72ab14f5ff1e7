/**
 * The live hand-off to a person (docs/decisions/0092), two browsers against the real stack: a visitor
 * asks the chat for a person while the firm is open and a Sales user has the admin's Conversations page
 * open; the panel says a person is being called, the page shows the visitor waiting; the Sales user
 * takes it and they talk (first name, typing, messages both ways, the person's links to the site only,
 * the visitor's markup shown as text); the visitor reloads and finds the conversation; either side ends
 * it. In Spanish and in English. Then the fallbacks: outside office hours and after the wait, the chat's
 * form pre-filled with the question, saying when the firm will reply.
 * LIVE_SHOTS=<dir> also saves screenshots of the panel (1280 and 375 px) and the page (1440 px).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import type { StackInfo } from '../../scripts/lib/test-stack';
import { adminToken, expect, hydrated, test } from './fixtures';

const T = { en, es } as const;
type Lang = keyof typeof T;
const json = { 'content-type': 'application/json' };
const SHOTS = process.env.LIVE_SHOTS;

const WORDS = {
  es: {
    calling: 'Te estamos comunicando con una persona del equipo',
    joined: 'Laura se unió a la conversación.',
    talking: 'Hablas con Laura',
    typing: 'Laura está escribiendo…',
    person: 'Laura (persona)',
    ended: 'La conversación con Laura terminó.',
    page: 'Conversaciones',
    take: 'Atender',
    waitingOne: '1 visitante esperando',
    visitorTyping: 'El visitante está escribiendo…',
    send: 'Enviar',
    end: 'Terminar la conversación',
    question: 'Quiero hablar con una persona sobre una cotización de SAP',
    reply: 'Hola, soy Laura. Vea [SAP](/servicio-sap) o [esto](https://evil.example/x).',
    replyText: 'Hola, soy Laura. Vea SAP o esto.',
    thanks: '<b>¡Gracias!</b> ¿Me llaman mañana?',
    afterReload: 'Sí, mañana a las 10:00.',
    offline: /te responderemos (hoy|mañana|el \w+) a partir de las \d+:00/,
    missed: /te responderemos hoy, antes de las 23:59/,
  },
  en: {
    calling: 'We are calling a person from our team',
    joined: 'Laura joined the conversation.',
    talking: 'You are talking with Laura',
    typing: 'Laura is typing…',
    person: 'Laura (person)',
    ended: 'The conversation with Laura has ended.',
    page: 'Conversations',
    take: 'Take',
    waitingOne: '1 visitor waiting',
    visitorTyping: 'The visitor is typing…',
    send: 'Send',
    end: 'End conversation',
    question: 'I want to talk to a person about a quote for SAP',
    reply: "Hi, I'm Laura. See [SAP](/servicio-sap) or [this](https://evil.example/x).",
    replyText: "Hi, I'm Laura. See SAP or this.",
    thanks: '<b>Thanks!</b> Can you call me tomorrow?',
    afterReload: 'Yes, tomorrow at 10:00.',
    offline: /we will reply (today|tomorrow|on \w+) from \d+:00/,
    missed: /we will reply today, before 23:59/,
  },
} as const;

const SETTINGS = '/content-manager/single-types/api::firm-setting.firm-setting';
async function saveSettings(stack: StackInfo, data: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${stack.cmsUrl}${SETTINGS}`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${await adminToken(stack)}` },
    body: JSON.stringify(data),
  });
  expect(res.status).toBe(200);
}
const OPEN = { office_days: 'every-day', office_opens: '00:00', office_closes: '23:59', handoff_wait_seconds: 60 };
const DEFAULT = { office_days: 'monday-friday', office_opens: '09:00', office_closes: '18:00', handoff_wait_seconds: null };

/** A Sales user named Laura, invited and registered as README says; their admin token. */
async function salesUser(stack: StackInfo): Promise<string> {
  const auth = { ...json, authorization: `Bearer ${await adminToken(stack)}` };
  const roles = (await (await fetch(`${stack.cmsUrl}/admin/roles`, { headers: auth })).json()) as {
    data: Array<{ id: number; code: string }>;
  };
  const role = roles.data.find((r) => r.code === 'sales');
  const invited = await fetch(`${stack.cmsUrl}/admin/users`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      firstname: 'Laura',
      lastname: 'Sales',
      email: `laura.${randomUUID().slice(0, 8)}@example.com`,
      roles: [role?.id],
    }),
  });
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await fetch(`${stack.cmsUrl}/admin/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ registrationToken, userInfo: { firstname: 'Laura', lastname: 'Sales', password: `Aa1-${randomUUID()}` } }),
  });
  return ((await registered.json()) as { data: { token: string } }).data.token;
}

/** The Conversations page, as that Sales user, in the admin language `lang`, at 1440 px. */
async function conversationsPage(
  browser: Browser,
  stack: StackInfo,
  token: string,
  lang: Lang,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([jwt, language]) => {
      localStorage.setItem('jwtToken', JSON.stringify(jwt));
      localStorage.setItem('strapi-admin-language', language);
    },
    [token, lang],
  );
  await page.goto(`${stack.cmsUrl}/admin/conversations`);
  await expect(page.getByRole('heading', { name: WORDS[lang].page, level: 1 })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

const panel = (page: Page) => page.locator('#chat-panel');

async function askForPerson(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/`);
  await hydrated(page);
  await page.getByRole('button', { name: T[lang].chat.open }).click();
  await expect(panel(page).locator('.chat-msg--assistant')).toHaveCount(2);
  const input = panel(page).getByRole('textbox', { name: T[lang].chat.inputLabel });
  await input.fill(WORDS[lang].question);
  await input.press('Enter');
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

test.describe.configure({ mode: 'serial' });

let token = '';
test.beforeAll(async ({ stack }) => {
  token = await salesUser(stack);
});
test.afterAll(async ({ stack }) => {
  await saveSettings(stack, DEFAULT);
});

for (const lang of ['es', 'en'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'es' ? 'es-MX' : 'en-US' });
    test(`(${lang}) a visitor talks with a Sales user live, reloads, and the person ends it`, async ({ page, browser, stack }) => {
      test.setTimeout(120_000);
      const w = WORDS[lang];
      await saveSettings(stack, OPEN);
      const sales = await conversationsPage(browser, stack, token, lang);
      const admin = sales.page;
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        await askForPerson(page, lang);
        // The visitor is told a person is being called; the page shows them waiting.
        await expect(panel(page)).toContainText(w.calling, { timeout: 20_000 });
        const item = admin.getByRole('button', { name: new RegExp(w.question.slice(0, 30)) });
        await expect(item).toBeVisible({ timeout: 10_000 });
        await expect(admin.getByText(w.waitingOne)).toBeVisible();
        await expect(admin).toHaveTitle(/^\(1\) /);
        await item.click();
        await admin.getByRole('button', { name: w.take, exact: true }).click();

        // Taken: the visitor sees who.
        await expect(panel(page)).toContainText(w.joined, { timeout: 10_000 });
        await expect(panel(page).locator('.chat-panel__live')).toContainText(w.talking);

        // The person types, then writes: first name, the site's link kept, the other one dropped.
        const box = admin.getByRole('textbox', { name: lang === 'es' ? 'Su mensaje' : 'Your message' });
        await box.fill('Hol');
        await expect(panel(page).locator('.chat-panel__live')).toContainText(w.typing, { timeout: 10_000 });
        await box.fill(w.reply);
        await admin.getByRole('button', { name: w.send, exact: true }).click();
        const personMsg = panel(page).locator('.chat-msg', { hasText: w.person });
        await expect(personMsg).toContainText(w.replyText, { timeout: 10_000 });
        await expect(personMsg.locator('a')).toHaveCount(1);
        await expect(personMsg.locator('a')).toHaveAttribute('href', `/${lang}/servicio-sap`);

        // The visitor types and writes; their markup is text in the admin.
        const input = panel(page).getByRole('textbox', { name: T[lang].chat.inputLabel });
        await input.fill('<b>');
        await expect(admin.getByText(w.visitorTyping)).toBeVisible({ timeout: 10_000 });
        await input.fill(w.thanks);
        await input.press('Enter');
        await expect(admin.getByText(w.thanks, { exact: true })).toBeVisible({ timeout: 10_000 });
        expect(await admin.locator('ol b').count()).toBe(0);
        await shot(page, `visitor-${lang}-1280`);
        await shot(admin, `admin-${lang}-1440`);

        // A reload: the conversation with the person is there, and goes on.
        await page.setViewportSize({ width: 375, height: 740 });
        await page.reload();
        await hydrated(page);
        await page.getByRole('button', { name: T[lang].chat.open }).click();
        await expect(panel(page)).toContainText(w.replyText);
        await expect(panel(page).locator('.chat-panel__live')).toContainText(w.talking, { timeout: 10_000 });
        await box.fill(w.afterReload);
        await admin.getByRole('button', { name: w.send, exact: true }).click();
        await expect(panel(page)).toContainText(w.afterReload, { timeout: 10_000 });
        await shot(page, `visitor-${lang}-375`);

        // The person ends it; the visitor is told, and the assistant answers again.
        await admin.getByRole('button', { name: w.end }).click();
        await expect(panel(page)).toContainText(w.ended, { timeout: 10_000 });
        await expect(panel(page).locator('.chat-panel__live')).toHaveCount(0);
      } finally {
        await sales.context.close();
      }
    });
  });
}

test.describe('fallbacks', () => {
  test.describe('in es', () => {
    test.use({ locale: 'es-MX' });
    test('(es) outside office hours: the form, pre-filled with the question, says when the firm will reply', async ({
      page,
      browser,
      stack,
    }) => {
      test.setTimeout(90_000);
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Mexico_City', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
      );
      const [opens, closes] = hour < 21 ? [hour + 1, hour + 2] : [1, 2];
      const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
      await saveSettings(stack, { ...OPEN, time_zone: 'America/Mexico_City', office_opens: pad(opens), office_closes: pad(closes) });
      const sales = await conversationsPage(browser, stack, token, 'es');
      try {
        await askForPerson(page, 'es');
        await expect(page.locator('#chat-panel-lead-comment')).toHaveValue(WORDS.es.question, { timeout: 20_000 });
        await expect(panel(page)).toContainText(WORDS.es.offline);
        await expect(panel(page).locator('.chat-panel__live')).toHaveCount(0);
      } finally {
        await sales.context.close();
      }
    });
  });

  test.describe('in en', () => {
    test.use({ locale: 'en-US' });
    test('(en) nobody takes it within the wait: the form, pre-filled, says when the firm will reply', async ({ page, browser, stack }) => {
      test.setTimeout(90_000);
      await saveSettings(stack, { ...OPEN, handoff_wait_seconds: 10 });
      const sales = await conversationsPage(browser, stack, token, 'en');
      try {
        await askForPerson(page, 'en');
        await expect(panel(page)).toContainText(WORDS.en.calling, { timeout: 20_000 });
        await expect(page.locator('#chat-panel-lead-comment')).toHaveValue(WORDS.en.question, { timeout: 20_000 });
        await expect(panel(page)).toContainText(WORDS.en.missed);
      } finally {
        await sales.context.close();
      }
    });
  });
});
