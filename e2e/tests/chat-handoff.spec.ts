/**
 * The chat takes the lead (docs/decisions/0040) against the real site, chat service and CMS: a request
 * to be contacted, in Spanish and in English, gets the short contact form in the panel, pre-filled with
 * the question; it stores one contact (sent_from "chat", the conversation's id) and e-mails it once; bad
 * input gets the contact form's own messages. A visitor who types their name and e-mail in the chat while
 * asking for a salesperson's call gets the form pre-filled with them, and the live region speaks the
 * reply's words without its Markdown (docs/decisions/0086).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { records } from '../../apps/web/tests/forms-site';
import { expect, hydrated, test } from './fixtures';

const T = { en, es } as const;
type Lang = keyof typeof T;

const panel = (page: Page) => page.locator('#chat-panel');
const lead = (page: Page) => panel(page).locator('form.chat-lead');
const field = (page: Page, name: string) => page.locator(`#chat-panel-lead-${name}`);

const QUESTION: Record<Lang, string> = {
  es: '¿Me pueden llamar para una cotización de SAP?',
  en: 'Can someone call me about a quote for SAP?',
};

const WITH_DETAILS: Record<Lang, string> = {
  es: 'soy Ana, ana@example.com, quiero que me llame un vendedor mañana',
  en: "I'm Ana, ana@example.com, I'd like a salesperson to call me tomorrow",
};

async function askToBeContacted(page: Page, lang: Lang, question = QUESTION[lang]) {
  // Nobody free to chat (the live hand-off, docs/decisions/0092, is chat-live.spec.ts's): whatever the
  // hour and whoever has the Conversations page open meanwhile, the form is offered at once.
  await page.route('**/api/chat/live', (route) =>
    route.fulfill({ json: { state: 'offline', notice: null, agent: null, agentTyping: false, waitSeconds: 60, messages: [] } }),
  );
  await page.goto(`/${lang}/`);
  await hydrated(page);
  await page.getByRole('button', { name: T[lang].chat.open }).click();
  await expect(panel(page)).toBeVisible();
  // After the greeting's second message (a question sent within its first second is a known gap: see the report of decision 0040).
  await expect(panel(page).locator('.chat-msg--assistant')).toHaveCount(2);
  const input = panel(page).getByRole('textbox', { name: T[lang].chat.inputLabel });
  await input.fill(question);
  await input.press('Enter');
  // Offered once the reply is typed out, with the focus in its first field.
  await expect(lead(page)).toBeVisible({ timeout: 20_000 });
  await expect(lead(page).getByRole('heading', { name: T[lang].chat.handoff.title })).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
  await expect(field(page, 'comment')).toHaveValue(question);
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'es' ? 'es-MX' : 'en-US' });

    test('the name and e-mail typed in the chat pre-fill the form (still editable); the live region has no Markdown', async ({ page }) => {
      await askToBeContacted(page, lang, WITH_DETAILS[lang]);
      await expect(field(page, 'name')).toHaveValue('Ana');
      await expect(field(page, 'email')).toHaveValue('ana@example.com');
      await field(page, 'name').fill('Ana María');
      await expect(field(page, 'name')).toHaveValue('Ana María');
      // The reply links the contact page in Markdown; the screen reader's text is its words only.
      const live = panel(page).locator('[aria-live="polite"]');
      await expect(live).toContainText(T[lang].chat.handoff.offer);
      const spoken = (await live.textContent()) ?? '';
      expect(spoken).not.toMatch(/\*\*|\]\(|\[/);
      // … and it says the link's text that the log shows as a link.
      const link = panel(page).locator('.chat-msg--assistant').last().locator('a').first();
      await expect(link).toBeVisible();
      expect(spoken).toContain(((await link.textContent()) ?? '').trim());
    });

    test('a request to be contacted gets the form in the panel; it stores one contact with the question and the conversation, e-mailed once', async ({
      page,
      stack,
    }) => {
      const t = T[lang];
      const sent: Array<Record<string, unknown>> = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/chat-contact')) sent.push(r.postDataJSON() as Record<string, unknown>);
      });
      await askToBeContacted(page, lang);

      // Bad input: the contact form's own messages.
      await lead(page).getByRole('button', { name: t.chat.handoff.send }).click();
      await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'name')).toBeFocused();
      await expect(lead(page).getByText(t.contact.message_one)).toBeVisible();
      await expect(lead(page).getByText(t.contact.message_two)).toBeVisible();
      // … in the contact form's danger colour, not the panel's text colour.
      const colours = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--c-danger)';
        document.querySelector('#contacto')?.append(probe);
        const danger = getComputedStyle(probe).color;
        probe.remove();
        const error = document.querySelector('#chat-panel .field__error');
        return {
          defined: error ? getComputedStyle(error).getPropertyValue('--c-danger').trim() : '',
          danger,
          error: error ? getComputedStyle(error).color : null,
        };
      });
      expect(colours.defined).not.toBe('');
      expect(colours.error).toBe(colours.danger);
      await field(page, 'email').fill('ana@example');
      await field(page, 'email').blur();
      await expect(lead(page).getByText(t.forms.errors.email)).toBeVisible();
      await field(page, 'phone').fill('12');
      await field(page, 'phone').blur();
      await expect(lead(page).getByText(t.forms.errors.phone)).toBeVisible();
      expect(sent).toEqual([]);

      const tag = randomUUID().slice(0, 8);
      const email = `chat.${tag}@example.com`;
      await field(page, 'name').fill(`Ana ${tag}`);
      await field(page, 'email').fill(email);
      await field(page, 'phone').fill('5512345678');
      await field(page, 'terms_and_conditions').check();
      await lead(page).getByRole('button', { name: t.chat.handoff.send }).click();

      // Confirmed in the conversation, in the visitor's language; the form is gone.
      await expect(panel(page).locator('.chat-msg--assistant').last()).toContainText(t.chat.handoff.sent.replace('{{name}}', `Ana ${tag}`));
      await expect(lead(page)).toHaveCount(0);

      const stored = await records(stack.cmsUrl, 'contact', email, 'email');
      expect(stored).toHaveLength(1);
      const conversation = (sent[0] as { conversation_id: string }).conversation_id;
      expect(conversation).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored[0]).toMatchObject({
        name: `Ana ${tag}`,
        comment: QUESTION[lang],
        phone: '525512345678',
        language: lang,
        sent_from: 'chat',
        chat_conversation: conversation,
        terms_and_conditions: true,
      });
      // The conversation it points to is the one stored by the chat service (read with the chat
      // service's own token: the site's cannot read conversations, docs/decisions/0037).
      const chats = await fetch(`${stack.cmsUrl}/api/chatbot-conversations?filters[idConversation][$eq]=${conversation}`, {
        headers: { authorization: `Bearer ${stack.chatCmsToken}` },
      }).then((r) => r.json() as Promise<{ data: unknown[] }>);
      expect(chats.data).toHaveLength(1);
      // E-mailed once.
      const id = String(stored[0].submission_id);
      await expect.poll(() => readdirSync(join(stack.dataDir, 'outbox')).filter((f) => f.includes(id)).length).toBe(1);
    });
  });
}
