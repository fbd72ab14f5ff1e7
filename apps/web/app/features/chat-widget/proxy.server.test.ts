/**
 * The site's chat proxy relays the service's rate limit as it is: the status and how long to wait
 * (Retry-After), which the panel tells the visitor (docs/decisions/0086).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

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
    const response = await relay(request, {}, '/api/Chat/Send', true);
    expect(upstream).toHaveBeenCalledWith('http://chat.test/api/Chat/Send', expect.objectContaining({ method: 'POST' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('20');
    expect(await response.json()).toEqual({ error: 'Too many messages; please wait 20 s.' });
  });
});
