// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRecord, chatReply as reply } from '~/test-utils/chat-reply';
import { renderPage } from '~/test-utils/render';
import ChatPanel from './ChatPanel';
import { FOLLOW_UP_MS } from './useConversation';
import { TYPING_MS } from './useTypewriter';

const Panel = () => <ChatPanel id="chat" open onClose={() => {}} />;
const texts = () => [...document.querySelectorAll('.chat-msg')].map((m) => m.querySelector('.chat-msg__text')?.textContent ?? '');

/** Types `text` in the input and sends it with the form. */
async function send(text: string, label = 'Your message') {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    fireEvent.submit(input.closest('form')!);
  });
}

describe('ChatPanel (PRODUCT §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(`greets at once and adds the second message ${FOLLOW_UP_MS} ms later`, () => {
    expect(FOLLOW_UP_MS).toBe(1000);
    renderPage(Panel);
    expect(texts()).toEqual(['Hello!How can I help you?']);
    act(() => vi.advanceTimersByTime(FOLLOW_UP_MS - 1));
    expect(texts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(texts()[1]).toContain("I'm the virtual assistant of Nexalia Consulting");
  });

  it(`sends the conversation, then types the reply out one character every ${TYPING_MS} ms with the input disabled`, async () => {
    expect(TYPING_MS).toBe(15);
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply('Hi **there**'));
    vi.stubGlobal('fetch', fetch);
    renderPage(Panel);
    await send('  What do you do?  ');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/chat');
    const body = JSON.parse(String(init?.body)) as { message: unknown; idConversation: string; language: string };
    expect(body.language).toBe('en');
    // Only the visitor's real messages are sent (the local greeting is not), trimmed.
    expect(body.message).toEqual([expect.objectContaining({ role: 'user', content: 'What do you do?' })]);
    expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status', { name: 'The assistant is replying…' })).toBeTruthy();
    const typed = () => Number(document.querySelector('[data-typing="true"]')?.getAttribute('data-typed') ?? -1);
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 3));
    expect(typed()).toBe(3);
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 20));
    expect(document.querySelector('[data-typing="true"]')).toBeNull();
    expect(texts().at(-1)).toBe('Hi there');
    expect(document.querySelector('.chat-msg--assistant:last-child strong')?.textContent).toBe('there');
    expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(false);
  });

  it("sends the visit's attribution with the question, as the forms do (docs/decisions/0045)", async () => {
    sessionStorage.setItem(
      'visitAttribution',
      JSON.stringify({
        landing_page: '/en/servicio-sap?utm_campaign=spring',
        referrer: 'https://www.linkedin.com/',
        utm_campaign: 'spring',
      }),
    );
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply('Hi'));
    vi.stubGlobal('fetch', fetch);
    renderPage(Panel);
    await send('What do you do?');
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { attribution?: Record<string, string> };
    expect(body.attribution).toMatchObject({
      landing_page: '/en/servicio-sap?utm_campaign=spring',
      referrer: 'https://www.linkedin.com/',
      utm_campaign: 'spring',
    });
    expect(body.attribution?.sending_page).toMatch(/^\//);
  });

  it('a blank message is not sent', async () => {
    const fetch = vi.fn(async () => reply('never'));
    vi.stubGlobal('fetch', fetch);
    renderPage(Panel);
    await send('   ');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failed reply shows the error in the chat (logged) and sending works again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 502, statusText: 'Bad Gateway' })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(Panel);
    await send('Hello');
    expect(texts().at(-1)).toBe("Sorry, I couldn't get a reply right now. Please try again.");
    expect(logged).toHaveBeenCalledWith('Error al enviar el mensaje:', expect.any(Error));
    expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(false);
  });

  it('the live region hears the reply as plain text: no ** and no [text](url) (the log shows them rendered)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('See **our SAP page**: [SAP services](/servicio-sap).')),
    );
    renderPage(Panel);
    await send('SAP?');
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 80));
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('See our SAP page: SAP services.');
    expect(live?.textContent).not.toMatch(/\*|\]\(/);
    expect(document.querySelector('.chat-msg:last-child a')?.textContent).toBe('SAP services');
  });

  it('a 429 says how long to wait, from Retry-After, in the chat language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"Too many"}', { status: 429, headers: { 'retry-after': '20' } })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(Panel);
    await send('Hello');
    expect(texts().at(-1)).toBe('Too many questions in a row. Try again in 20 s.');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Too many questions in a row. Try again in 20 s.');
    expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(false);
  });

  it('in Spanish too', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429, headers: { 'retry-after': '20' } })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(Panel);
    await send('Hola', 'Tu mensaje');
    expect(texts().at(-1)).toBe('Demasiadas preguntas seguidas. Inténtalo de nuevo en 20 s.');
  });

  it('the offered form starts with the details the visitor typed (still editable)', async () => {
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/api/chat')
          ? reply('Sure.', {
              offerContact: true,
              prefill: { name: 'Ana López', email: 'ana@example.com', phone: '55 1234 5678', phoneCountry: 'mx', bogus: 1 },
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    renderPage(Panel);
    await send('soy Ana López, ana@example.com, 55 1234 5678, quiero que me llame un vendedor');
    const name = (await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(name.value).toBe('Ana López');
    expect((screen.getByRole('textbox', { name: /E-mail/i }) as HTMLInputElement).value).toBe('ana@example.com');
    // Digits only, as the phone field takes them.
    expect((document.querySelector('input[name="phone"]') as HTMLInputElement).value).toBe('5512345678');
    fireEvent.change(name, { target: { value: 'Ana L.' } });
    expect(name.value).toBe('Ana L.');
  });

  it("the offered form speaks the panel's language on a page of the other one (its phone and terms too)", async () => {
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/api/chat') ? reply('Sure.', { offerContact: true }) : new Response('{}', { status: 404 }),
      ),
    );
    // The browser speaks English (the panel's language); the page is the Spanish one.
    renderPage(Panel, { lang: 'es' });
    await send('Can someone call me tomorrow?', 'Your message');
    await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 });
    const form = document.querySelector('form.chat-lead') as HTMLElement;
    expect(form.textContent).toContain('Phone');
    expect(form.textContent).not.toMatch(/Teléfono|Acepto|Solo dígitos/);
  });

  describe('a person live (docs/decisions/0092)', () => {
    const liveState = (state: string, extra: Record<string, unknown> = {}) =>
      new Response(JSON.stringify({ state, notice: null, agent: null, agentTyping: false, waitSeconds: 60, messages: [], ...extra }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });

    it('asks for a person before the form; the person joins, types, writes (name shown, markup as the bot, links checked), is answered, ends', async () => {
      vi.useRealTimers();
      const states = [
        liveState('live', { agent: 'Laura', agentTyping: true }),
        liveState('live', {
          agent: 'Laura',
          messages: [{ id: 'a1', name: 'Laura', text: 'Hi, see [SAP](/servicio-sap) <img src=x onerror=alert(1)>', at: null }],
        }),
      ];
      const calls: Array<Record<string, unknown>> = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init?: RequestInit) => {
          if (url === '/api/chat/live') {
            const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
            calls.push(body);
            if (body.action === 'request') return liveState('waiting', { notice: 'We are calling a person from our team.' });
            if (body.action === 'state') return states.shift() ?? liveState('ended', { agent: 'Laura' });
            return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
          }
          return reply('Sure.', { offerContact: true });
        }),
      );
      renderPage(Panel);
      await send('I want to talk to a person');
      await vi.waitFor(() => expect(texts()).toContain('We are calling a person from our team.'), { timeout: 5000 });
      expect(document.querySelector('form.chat-lead')).toBeNull();
      await screen.findByText('Laura is typing…', {}, { timeout: 5000 });
      await screen.findByText('Laura (person)', {}, { timeout: 5000 });
      const message = [...document.querySelectorAll('.chat-msg')].find((m) => m.textContent?.includes('Laura (person)')) as HTMLElement;
      expect(message.querySelector('a')?.getAttribute('href')).toBe('/en/servicio-sap');
      expect(message.querySelector('img')).toBeNull();
      expect(message.textContent).toContain('<img src=x onerror=alert(1)>');
      // The visitor's answer goes to the person, not to the assistant.
      await send('Thanks');
      expect(calls.at(-1)).toMatchObject({ action: 'message', text: 'Thanks' });
      expect(screen.getByRole('button', { name: 'End the conversation with the person' })).toBeTruthy();
      await vi.waitFor(() => expect(texts().at(-1)).toMatch(/^The conversation with Laura has ended/), { timeout: 8000 });
      expect(document.querySelector('.chat-panel__live')).toBeNull();
    });

    it("nobody free: the editors' notice, then the form pre-filled", async () => {
      vi.useRealTimers();
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url === '/api/chat/live'
            ? liveState('offline', { notice: 'Nobody is free; we will reply on Monday from 9:00.' })
            : reply('Sure.', { offerContact: true }),
        ),
      );
      renderPage(Panel);
      await send('Can someone call me?');
      await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 });
      expect(texts()).toContain('Nobody is free; we will reply on Monday from 9:00.');
      expect((document.querySelector('#chat-lead-comment') as HTMLTextAreaElement | null)?.value).toBe('Can someone call me?');
    });
  });

  describe('a streamed reply (docs/decisions/0087)', () => {
    /** A streamed answer the test writes event by event. */
    function streamed() {
      const encoder = new TextEncoder();
      let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      const write = async (event: string, data: unknown) => {
        await act(async () => {
          controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          // The reader's promises settle.
          for (let i = 0; i < 10; i += 1) await Promise.resolve();
        });
      };
      const end = async () => {
        await act(async () => {
          controller?.close();
          for (let i = 0; i < 10; i += 1) await Promise.resolve();
        });
      };
      const response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
      return { response, write, end };
    }
    const bubble = () => document.querySelector('[data-typing="true"] .chat-msg__text')?.textContent ?? null;
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

    it('shows the pieces as they arrive, then the final text, which the live region hears once', async () => {
      const stream = streamed();
      const fetch = vi.fn(async (_url: string, _init?: RequestInit) => stream.response);
      vi.stubGlobal('fetch', fetch);
      renderPage(Panel);
      await send('What is C3?');
      expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('accept')).toMatch(/^text\/event-stream/);
      const greeting = live();
      await stream.write('delta', { text: 'C3 is our ' });
      expect(bubble()).toBe('C3 is our ');
      await stream.write('delta', { text: '**FinOps** platform, see [Acme](https://evil.example).' });
      expect(bubble()).toBe('C3 is our FinOps platform, see Acme.');
      // While it streams: the input waits, and the live region says nothing of the pieces.
      expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(true);
      expect(live()).toBe(greeting);
      const replyId = crypto.randomUUID();
      const final = 'C3 is our **FinOps** platform, see Acme.';
      await stream.write('answer', {
        choices: [{ message: { content: final } }],
        replyId,
        stored: true,
        answer: answerRecord(final, { source: 'model', answered: true }),
      });
      await stream.end();
      await act(async () => vi.advanceTimersByTime(TYPING_MS));
      expect(bubble()).toBeNull();
      expect(texts().at(-1)).toBe('C3 is our FinOps platform, see Acme.');
      expect(document.querySelector('.chat-msg:last-child a')).toBeNull();
      expect(live()).toBe('C3 is our FinOps platform, see Acme.');
      expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(false);
      // Kept as a JSON reply is: under the service's reply id, with its `answered`.
      const saved = JSON.parse(sessionStorage.getItem('chat') ?? '{}') as { messages: Array<{ id: string; answered?: boolean }> };
      expect(saved.messages.at(-1)).toMatchObject({ id: replyId, answered: true });
    });

    it('an error event after some pieces shows the error, and sending works again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const stream = streamed();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => stream.response),
      );
      renderPage(Panel);
      await send('What is C3?');
      await stream.write('delta', { text: 'C3 is' });
      expect(bubble()).toBe('C3 is');
      await stream.write('error', { error: 'The conversation could not be checked.' });
      await stream.end();
      expect(bubble()).toBeNull();
      expect(texts().at(-1)).toBe("Sorry, I couldn't get a reply right now. Please try again.");
      expect(screen.getByRole('textbox', { name: 'Your message' }).hasAttribute('disabled')).toBe(false);
    });

    it('with reduced motion, nothing moves: the reply appears whole once complete', async () => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })),
      );
      const stream = streamed();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => stream.response),
      );
      renderPage(Panel);
      await send('What is C3?');
      await stream.write('delta', { text: 'C3 is our ' });
      expect(bubble()).toBeNull();
      expect(screen.getByRole('status', { name: 'The assistant is replying…' })).toBeTruthy();
      await stream.write('answer', {
        choices: [{ message: { content: 'C3 is our platform.' } }],
        replyId: 'r1',
        stored: true,
        answer: answerRecord('C3 is our platform.', {}),
      });
      await stream.end();
      await act(async () => vi.advanceTimersByTime(TYPING_MS));
      expect(texts().at(-1)).toBe('C3 is our platform.');
    });
  });
});
