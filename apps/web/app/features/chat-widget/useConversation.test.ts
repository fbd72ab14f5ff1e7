// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatReply as reply } from '~/test-utils/chat-reply';
import en from '~/i18n/en.json' with { type: 'json' };
import { translator } from '~/i18n/i18n';
import { FOLLOW_UP_MS, retryAfterSeconds, STORAGE_KEY, tooManyMessage, useConversation } from './useConversation';
import { TYPING_MS } from './useTypewriter';

// The contact form's code is fetched when offered; these tests do not render it (ChatPanel's and the
// e2e tests do), and the real module could still be loading when the test environment is torn down.
vi.mock('./ChatContactForm', () => ({ default: () => null }));

const t = translator('en');
const options = { open: true, lang: 'en' as const, t, company: 'Nexalia Consulting' };
const saved = () =>
  JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { idConversation: string; unsent: string[]; lead: string | null };

describe('useConversation (PRODUCT §4, §10.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(`greets on the first opening only, with a second message ${FOLLOW_UP_MS} ms later`, () => {
    const { result, rerender } = renderHook((props) => useConversation(props), { initialProps: { ...options, open: false } });
    expect(result.current.messages).toEqual([]);
    rerender(options);
    expect(result.current.messages.map((m) => m.local)).toEqual(['greeting']);
    expect(result.current.announcement).toBe(`${en.chat.greeting} ${en.chat.greetingHelp}`);
    act(() => vi.advanceTimersByTime(FOLLOW_UP_MS));
    expect(result.current.messages).toHaveLength(2);
    expect(result.current.announcement).toContain('Nexalia Consulting');
    rerender({ ...options, open: false });
    rerender(options);
    expect(result.current.messages).toHaveLength(2);
  });

  it("greeting's second message: right after the greeting when the visitor asked within the second, and not announced over the answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('Hi there')),
    );
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('What do you do?'));
    act(() => vi.advanceTimersByTime(FOLLOW_UP_MS + TYPING_MS * 10));
    expect(result.current.messages.map((m) => m.local ?? m.role)).toEqual(['greeting', 'greeting', 'user', 'assistant']);
    expect(result.current.announcement).toBe('Hi there');
  });

  it('sends, is busy until the reply is typed out, then keeps it (stored: nothing left unsent)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply('Hi there'));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('  What do you do?  '));
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { message: unknown; idConversation: string };
    expect(body.message).toEqual([expect.objectContaining({ role: 'user', content: 'What do you do?' })]);
    expect(body.idConversation).toBe(result.current.idConversation);
    expect(result.current.busy).toBe(true);
    expect(result.current.typing?.entry.content).toBe('Hi there');
    // Busy: another message is not sent.
    await act(async () => result.current.send('again'));
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TYPING_MS * 10));
    expect(result.current.typing).toBeNull();
    expect(result.current.busy).toBe(false);
    expect(result.current.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Hi there' });
    expect(result.current.announcement).toBe('Hi there');
    expect(saved()).toMatchObject({ idConversation: result.current.idConversation, unsent: [], lead: null });
  });

  it("sends the log as an array, each reply with its answer record's `answered` (the service counts declines from it)", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply("I don't know that one.", { answered: false }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('Write me a poem'));
    act(() => vi.advanceTimersByTime(TYPING_MS * 40));
    await act(async () => result.current.send('And the weather?'));
    const body = JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)) as { message: unknown };
    expect(body.message).toEqual([
      expect.objectContaining({ role: 'user', content: 'Write me a poem' }),
      expect.objectContaining({ role: 'assistant', content: "I don't know that one.", answered: false }),
      expect.objectContaining({ role: 'user', content: 'And the weather?' }),
    ]);
  });

  it('a blank message is not sent', async () => {
    const fetch = vi.fn(async () => reply('never'));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('   '));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('a 403 shows the error, starts a new conversation and leaves the message unsent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useConversation(options));
    const before = result.current.idConversation;
    await act(async () => result.current.send('Hello'));
    expect(result.current.idConversation).not.toBe(before);
    expect(result.current.messages.at(-1)).toMatchObject({ local: 'error', content: en.chat.error });
    expect(result.current.announcement).toBe(en.chat.error);
    expect(result.current.busy).toBe(false);
    expect(saved().unsent).toHaveLength(1);
  });

  it('offers the contact form once the reply is typed out; sent, it goes and the chat says thanks (docs/decisions/0040)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('Sure.', { offerContact: true })),
    );
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('Call me'));
    expect(result.current.lead).toBeNull();
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 10));
    // After a person is asked for (docs/decisions/0092): nobody is (the stand-in answers no state).
    await vi.waitFor(() => expect(result.current.lead).toEqual({ question: 'Call me' }));
    expect(result.current.announcement).toBe(`Sure. ${en.chat.handoff.offer}`);
    expect(saved().lead).toBe('Call me');
    act(() => result.current.leadSent('Ana'));
    expect(result.current.lead).toBeNull();
    expect(result.current.messages.at(-1)).toMatchObject({ local: 'handoff', content: expect.stringContaining('Ana') });
  });

  it('a dismissed contact form stays dismissed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('Sure.', { offerContact: true })),
    );
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('Call me'));
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 10));
    await vi.waitFor(() => expect(result.current.lead).not.toBeNull());
    act(() => result.current.dismissLead());
    expect(result.current.lead).toBeNull();
    expect(saved().lead).toBeNull();
  });

  it("keeps the offered form's details for the tab, checked (unknown or malformed ones dropped)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply('Sure.', { offerContact: true, prefill: { name: ' Ana ', email: 42, phoneCountry: 'MEX', company: 'Acme' } }),
      ),
    );
    const { result, unmount } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('soy Ana de Acme, llámenme'));
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 10));
    expect(result.current.lead).toEqual({ question: 'soy Ana de Acme, llámenme', prefill: { name: 'Ana', company: 'Acme' } });
    unmount();
    const again = renderHook(() => useConversation(options));
    expect(again.result.current.lead).toEqual({ question: 'soy Ana de Acme, llámenme', prefill: { name: 'Ana', company: 'Acme' } });
  });

  it('reads Retry-After as seconds or a date, and says minutes from two on', () => {
    const now = Date.parse('2026-12-07T03:00:00Z');
    expect(retryAfterSeconds('20', now)).toBe(20);
    expect(retryAfterSeconds('Mon, 07 Dec 2026 03:00:45 GMT', now)).toBe(45);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(tooManyMessage(t, 20)).toBe('Too many questions in a row. Try again in 20 s.');
    expect(tooManyMessage(t, 150)).toBe('Too many questions in a row. Try again in 3 min.');
    expect(tooManyMessage(translator('es'), null)).toBe('Demasiadas preguntas seguidas. Inténtalo de nuevo en un momento.');
  });

  it('continues the conversation kept for the tab, without greeting again', () => {
    const messages = [{ id: 'u1', role: 'user', content: 'Hi' }];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ idConversation: 'c-1', messages, unsent: [], lead: 'Hi' }));
    const { result } = renderHook(() => useConversation(options));
    expect(result.current.idConversation).toBe('c-1');
    expect(result.current.messages).toEqual(messages);
    expect(result.current.lead).toEqual({ question: 'Hi' });
    act(() => vi.advanceTimersByTime(FOLLOW_UP_MS));
    expect(result.current.messages).toEqual(messages);
  });

  it('what the service did not store asks before leaving and is posted on unload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply('Hi', { stored: false })),
    );
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { result } = renderHook(() => useConversation(options));
    await act(async () => result.current.send('Hello'));
    await act(async () => vi.advanceTimersByTime(TYPING_MS * 5));
    expect(saved().unsent).toHaveLength(2);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/chat/conversation');
    const posted = JSON.parse(await (body as Blob).text()) as { idConversation: string; entries: { role: string; content: string }[] };
    expect(posted.idConversation).toBe(result.current.idConversation);
    expect(posted.entries.map((e) => [e.role, e.content])).toEqual([
      ['user', 'Hello'],
      ['assistant', 'Hi'],
    ]);
    expect(saved().unsent).toEqual([]);
  });
});
