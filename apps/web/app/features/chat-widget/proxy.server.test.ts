/**
 * The site's chat proxy relays the service's rate limit as it is: the status and how long to wait
 * (Retry-After), which the panel tells the visitor (docs/decisions/0086).
 */
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A request with no visitor address and no nonce (the load context of a test). */
const NO_CONTEXT: AppLoadContext = { clientIp: '', cspNonce: '' };

vi.mock('~/config/env.server', () => ({
  env: () => ({
    CHAT_API_TOKEN: 'site-chat-token',
    CMS_URL: 'http://cms.test',
    CHAT_URL: 'http://chat.test',
    SITE_URL: 'http://site.test',
  }),
}));

const { relay } = await import('./proxy.server');

describe('the chat proxy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('relays a 429 with its Retry-After', async () => {
    const upstream = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ error: 'Too many messages; please wait 20 s.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '20' },
        }),
    );
    vi.stubGlobal('fetch', upstream);
    const request = new Request('http://site.test/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: '[]', language: 'es' }),
    });
    const response = await relay(request, NO_CONTEXT, '/api/Chat/Send', true);
    expect(upstream).toHaveBeenCalledWith('http://chat.test/api/Chat/Send', expect.objectContaining({ method: 'POST' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('20');
    expect(await response.json()).toEqual({ error: 'Too many messages; please wait 20 s.' });
  });
});

describe('a streamed answer (docs/decisions/0087)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const ask = (accept: string, idConversation?: string) =>
    new Request('http://site.test/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ message: '[{"role":"user","content":"Hi"}]', language: 'en', ...(idConversation ? { idConversation } : {}) }),
    });

  it('passes the event stream through as it arrives, with the ownership cookie', async () => {
    const id = '4b0c5f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    const upstream = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8', 'x-conversation-id': id } }),
    );
    vi.stubGlobal('fetch', upstream);
    const response = await relay(ask('text/event-stream'), NO_CONTEXT, '/api/Chat/Send', true);
    const sent = (upstream.mock.calls[0][1]?.headers ?? {}) as Record<string, string>;
    expect(sent.accept).toMatch(/^text\/event-stream/);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^chat_${id}=[A-Za-z0-9_-]+; Path=/api/chat; HttpOnly; SameSite=Strict`));

    // The first event reaches the browser while the service has not finished.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    push('event: delta\ndata: {"text":"Hel"}\n\n');
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('event: delta\ndata: {"text":"Hel"}\n\n');
    push('event: answer\ndata: {"idConversation":"x"}\n\n');
    end();
    const second = await reader.read();
    expect(new TextDecoder().decode(second.value)).toContain('event: answer');
    expect((await reader.read()).done).toBe(true);
  });

  it('relays JSON when the service answers JSON, and asks for JSON only when the widget did not ask for a stream', async () => {
    const upstream = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ idConversation: '4b0c5f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', choices: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', upstream);
    const streamed = await relay(ask('text/event-stream'), NO_CONTEXT, '/api/Chat/Send', true);
    expect(streamed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await streamed.json()).toMatchObject({ choices: [] });
    await relay(ask('application/json'), NO_CONTEXT, '/api/Chat/Send', true);
    expect((upstream.mock.calls[1][1]?.headers as Record<string, string> | undefined)?.accept).toBe('application/json');
  });
});
