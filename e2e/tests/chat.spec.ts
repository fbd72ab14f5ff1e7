/**
 * The chat assistant widget (PRODUCT §2/§4, PRODUCT §10.1 deviations) against the real site, chat service
 * (built-in answerer) and CMS. Where a reply's exact text matters (typing, markup, scrolling) or the
 * service must fail, the site's /api/chat contract is intercepted in the browser.
 */
import AxeBuilder from '@axe-core/playwright';
import type { ChatbotConversation, Footer } from '@site/content';
import type { Page, Route } from '@playwright/test';
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import es from '../../apps/web/app/i18n/es.json' with { type: 'json' };
import { cmsGet, expect, hydrated, test } from './fixtures';

const T = { en: en.chat, es: es.chat };

/** The button speaks the page's language (en by default); the panel speaks the browser's. */
const fab = (page: Page) => page.getByRole('button', { name: T.en.open });
const panel = (page: Page) => page.locator('#chat-panel');
const input = (page: Page) => panel(page).locator('input');
/** Message texts (each message also has a screen-reader prefix naming its author). */
const assistant = (page: Page) => panel(page).locator('.chat-msg--assistant .chat-msg__text');
const users = (page: Page) => panel(page).locator('.chat-msg--user .chat-msg__text');
const errors = (page: Page) => panel(page).locator('.chat-msg--error .chat-msg__text');
const typingText = (page: Page) => panel(page).locator('.chat-msg[data-typing="true"] .chat-msg__text');

async function openChat(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await fab(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Answers /api/chat in the browser with a fixed reply (the site's contract with the widget). */
async function fixedReply(page: Page, content: string, calls: unknown[] = []) {
  await page.route('**/api/chat', async (route: Route) => {
    calls.push(route.request().postDataJSON());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ choices: [{ message: { content } }], stored: true }),
    });
  });
}

/** Waits until the reply is typed out completely (input enabled again). */
async function replyDone(page: Page) {
  await expect(input(page)).toBeEnabled({ timeout: 20_000 });
}

test.describe('chat widget', () => {
  test('greeting at once, a second message 1 s later; labelled dialog; focus returns to the button', async ({ page, stack }) => {
    const { data: footer } = await cmsGet<{ data: Footer }>(stack, 'footer');
    await page.goto('/');
    await hydrated(page);
    // The panel's code is not loaded until the visitor reaches the button.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /ChatPanel/.test(e.name)))).toBe(false);
    await expect(panel(page)).toHaveCount(0);

    await page.evaluate(() => {
      const w = window as unknown as { chatTimes: number[] };
      w.chatTimes = [];
      new MutationObserver(() => {
        const n = document.querySelectorAll('#chat-panel .chat-msg').length;
        while (w.chatTimes.length < n) w.chatTimes.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    const button = fab(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: T.en.title.replace('{{company}}', footer.company_name ?? '') });
    await expect(dialog).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Ask me anything...');
    await expect(assistant(page).first()).toHaveText(/^Hello!\s*How can I help you\?$/);
    await expect(assistant(page).first().locator('br')).toHaveCount(1);
    // The second message only after 1 s (measured in the page, from when the greeting showed).
    await expect(assistant(page)).toHaveCount(2);
    await expect(assistant(page).nth(1)).toHaveText(T.en.followUp.replace('{{company}}', footer.company_name ?? ''));
    const times = await page.evaluate(() => (window as unknown as { chatTimes: number[] }).chatTimes);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(950);
    expect(times[1] - times[0]).toBeLessThan(3000);
    // New messages are announced to screen readers.
    await expect(panel(page).locator('[aria-live="polite"]')).toHaveText(T.en.followUp.replace('{{company}}', footer.company_name ?? ''));

    const axe = await new AxeBuilder({ page })
      .include('#chat-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Reopening keeps the history and does not greet again.
    await button.click();
    await expect(assistant(page)).toHaveCount(2);
    await panel(page).getByRole('button', { name: T.en.close }).click();
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('blank messages are ignored; Enter sends; the input is cleared', async ({ page }) => {
    const calls: unknown[] = [];
    await fixedReply(page, 'Sure.', calls);
    await openChat(page);
    await input(page).fill('   ');
    await input(page).press('Enter');
    await input(page).fill('\t  ');
    await panel(page).getByRole('button', { name: T.en.send }).click();
    // No sleep to prove nothing was sent: a blank message would show at once as the visitor's, and its
    // request would go out before the real one below; that one is the first and only request, and its
    // history holds only the real message (checked after it).
    expect(calls).toHaveLength(0);
    await expect(users(page)).toHaveCount(0);
    await expect(input(page)).toBeEnabled();

    await input(page).fill('  What is C3?  ');
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(users(page)).toHaveText(['What is C3?']);
    await replyDone(page);
    expect(calls).toHaveLength(1);
    const sent = calls[0] as { message: unknown; idConversation: string; language: string; contextUrl?: string };
    expect(sent.contextUrl).toBeUndefined();
    expect(sent.language).toBe('en');
    expect(sent.idConversation).toMatch(/^[0-9a-f-]{36}$/);
    // The log as an array (its JSON text is still accepted by the service).
    expect(sent.message).toEqual([expect.objectContaining({ role: 'user', content: 'What is C3?' })]);
  });

  test('the reply is typed out with the input disabled and a spinner; bold and links render, HTML and javascript: links stay text', async ({
    page,
  }) => {
    const filler = Array.from({ length: 14 }, (_, i) => `Filler sentence number ${i + 1} keeps the typing going.`).join(' ');
    const reply =
      '**Bold** start.\nSee [C3](/producto-c3), [write to us](mailto:contacto@nexalia-consulting.example) or [our site](https://www.nexalia-consulting.example).\n' +
      `Not a link: [click me](javascript:alert(document.domain)) and <img src=x onerror="window.__xss=1"> stay text. ${filler}`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ choices: [{ message: { content: reply } }], stored: true }),
      });
    });
    await openChat(page);
    await input(page).fill('Show me formatting');
    await input(page).press('Enter');

    // While the reply is pending: input cleared and disabled, a spinner instead of the send button.
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeDisabled();
    await expect(panel(page).getByRole('status', { name: T.en.waiting })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: T.en.send })).toHaveCount(0);
    const started = Date.now();
    release();

    // Intermediate states, read at once: part of the text, the input still disabled, the spinner still there.
    // Progress is counted in typed characters of the reply: the rendered text is not monotonic (a
    // half-typed "[C3](/prod" shows as written, then shrinks to "C3" when the link closes).
    const snapshot = () =>
      page.evaluate(() => {
        const msg = document.querySelector<HTMLElement>('#chat-panel .chat-msg[data-typing="true"]');
        return {
          typed: msg ? Number(msg.dataset.typed) : -1,
          length: (msg?.querySelector('.chat-msg__text')?.textContent ?? '').length,
          disabled: (document.querySelector('#chat-panel input') as HTMLInputElement).disabled,
          spinner: document.querySelector('#chat-panel .chat-panel__spinner') !== null,
        };
      });
    await expect.poll(async () => (await snapshot()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await snapshot();
    expect(first.length).toBeLessThan(reply.length - 100);
    expect(first.typed).toBeGreaterThan(0);
    expect(first.typed).toBeLessThan(reply.length - 100);
    expect(first).toMatchObject({ disabled: true, spinner: true });
    // Typing goes on: a later snapshot with more typed characters, still disabled and with the spinner.
    let second = first;
    await expect
      .poll(async () => {
        second = await snapshot();
        return second.typed;
      })
      .toBeGreaterThan(first.typed);
    expect(second).toMatchObject({ disabled: true, spinner: true });

    await replyDone(page);
    // One character every 15 ms.
    expect(Date.now() - started).toBeGreaterThan(reply.replace(/\*\*/g, '').length * 15 * 0.8);
    await expect(panel(page).getByRole('status', { name: T.en.waiting })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: T.en.send })).toBeVisible();
    await expect(input(page)).toBeFocused();

    const last = assistant(page).last();
    await expect(last.locator('strong')).toHaveText('Bold');
    await expect(last.locator('br')).toHaveCount(2);
    // The site's pages in the chat's answers are linked in the visitor's language (docs/decisions/0031).
    await expect(last.getByRole('link', { name: 'C3' })).toHaveAttribute('href', '/en/producto-c3');
    await expect(last.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', 'mailto:contacto@nexalia-consulting.example');
    const external = last.getByRole('link', { name: 'our site' });
    await expect(external).toHaveAttribute('href', 'https://www.nexalia-consulting.example');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(last.getByRole('link')).toHaveCount(3);
    await expect(last).toContainText('[click me](javascript:alert(document.domain))');
    await expect(last).toContainText('<img src=x onerror="window.__xss=1">');
    await expect(last.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // A site link navigates within the site; the conversation stays.
    await last.getByRole('link', { name: 'C3' }).click();
    await expect(page).toHaveURL(/\/producto-c3$/);
    await expect(users(page)).toHaveText(['Show me formatting']);
  });

  test('the panel stays scrolled to the bottom as the reply arrives', async ({ page }) => {
    const reply = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a long answer.`).join('\n');
    await fixedReply(page, reply);
    await openChat(page);
    await input(page).fill('A long answer, please');
    await input(page).press('Enter');
    const log = panel(page).getByRole('log');
    const atBottom = () => log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2);
    await expect(typingText(page)).toContainText('Line 12', { timeout: 15_000 });
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await atBottom()).toBe(true);
    await replyDone(page);
    await expect(assistant(page).last()).toContainText('Line 30 of a long answer.');
    expect(await atBottom()).toBe(true);
  });

  test('a failed reply shows a short error and sending works again', async ({ page, consoleErrors }) => {
    // The failure is logged on purpose (PRODUCT §8), and the browser reports the 500 itself.
    consoleErrors.allow(/Error al enviar el mensaje/, /Failed to load resource: the server responded with a status of 500/);
    let fail = true;
    await page.route('**/api/chat', async (route) => {
      if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      return route.fallback();
    });
    await openChat(page);
    await input(page).fill('What is C3?');
    await input(page).press('Enter');
    await expect(errors(page)).toHaveText(T.en.error);
    await expect(input(page)).toBeEnabled();
    await expect(panel(page).getByRole('button', { name: T.en.send })).toBeVisible();

    // The real service answers the retry from the site's content.
    fail = false;
    await input(page).fill('What is C3?');
    await input(page).press('Enter');
    await replyDone(page);
    await expect(assistant(page).last().getByRole('link', { name: 'C3' })).toHaveAttribute('href', '/en/producto-c3');
  });

  test('each exchange is stored in the CMS as it happens; no leave prompt when everything is stored', async ({ page, stack }) => {
    await openChat(page);
    await input(page).fill('Do you hire?');
    await input(page).press('Enter');
    await replyDone(page);
    const reply = ((await assistant(page).last().textContent()) ?? '').trim();
    expect(reply.length).toBeGreaterThan(20);
    const id = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('chat') ?? '{}') as { idConversation?: string }).idConversation,
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const { data } = await cmsGet<{ data: ChatbotConversation[] }>(stack, `chatbot-conversations?filters[idConversation][$eq]=${id}`);
    expect(data).toHaveLength(1);
    const record = data[0];
    expect(record.userIP).toBeTruthy();
    expect(record.language).toBe('en');
    const entries = record.Conversation as Array<{ sender: string; message: string }>;
    expect(entries.map((e) => e.sender)).toEqual(['user', 'assistant']);
    expect(entries[0].message).toBe('Do you hire?');
    expect(entries[1].message).toContain('(/en/#incorporate)');

    let prompted = false;
    page.on('dialog', async (dialog) => {
      prompted = true;
      await dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    expect(prompted).toBe(false);
  });

  test('what is not stored makes the browser ask before leaving, and is posted on unload', async ({ page, stack, consoleErrors }) => {
    // The failure is logged on purpose (PRODUCT §8), and the browser reports the 503 itself.
    consoleErrors.allow(/Error al enviar el mensaje/, /Failed to load resource: the server responded with a status of 503/);
    await page.route('**/api/chat', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
    await openChat(page);
    const question = `A question nobody answered ${Date.now()}`;
    await input(page).fill(question);
    await input(page).press('Enter');
    await expect(errors(page)).toBeVisible();
    const id = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('chat') ?? '{}') as { idConversation?: string }).idConversation,
    );

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.accept();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    await expect
      .poll(async () => {
        const { data } = await cmsGet<{ data: ChatbotConversation[] }>(stack, `chatbot-conversations?filters[idConversation][$eq]=${id}`);
        return (data[0]?.Conversation as Array<{ message: string }> | undefined)?.map((e) => e.message);
      })
      .toEqual([question]);
  });

  test('full screen below 576 px, a quarter of the width from 768 px up', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openChat(page);
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await panel(page).getByRole('button', { name: T.en.close }).click();

    await page.setViewportSize({ width: 1600, height: 900 });
    await fab(page).click();
    const box = await panel(page).boundingBox();
    expect(box?.width).toBeCloseTo(400, 0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1500);
    // (Its name is "Close the chat" while the panel is open.)
    const button = await page.locator('.chat-fab').boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeGreaterThan(1550);
    expect((button?.y ?? 0) + (button?.height ?? 0)).toBeGreaterThan(850);
  });
});

test.describe('chat in Spanish (browser language es-MX)', () => {
  test.use({ locale: 'es-MX' });

  test('greets, asks and answers in Spanish with a link to the page', async ({ page }) => {
    await openChat(page);
    await expect(assistant(page).first()).toHaveText(/^¡Hola!\s*¿En qué puedo ayudarte\?$/);
    await expect(input(page)).toHaveAttribute('placeholder', T.es.placeholder);
    await expect(panel(page)).toHaveAttribute('lang', 'es');
    await expect(assistant(page)).toHaveCount(2);
    await input(page).fill('¿Qué es C3?');
    await input(page).press('Enter');
    await replyDone(page);
    const last = assistant(page).last();
    await expect(last).toContainText('Más información');
    await expect(last.getByRole('link', { name: 'C3' })).toHaveAttribute('href', '/es/producto-c3');
  });
});
