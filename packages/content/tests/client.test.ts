import { describe, expect, it } from 'vitest';
import { ContentError, createContentClient } from '../src/client';

/** A client whose fetch answers `body` and records the address asked. */
function clientAnswering(body: unknown, status = 200) {
  const asked: string[] = [];
  const client = createContentClient({
    baseUrl: 'http://cms.test/',
    token: 't',
    fetch: async (url) => {
      asked.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, asked };
}

describe('client.uploads (the media library records of body images)', () => {
  it('asks the upload plugin for the addresses, once each, and returns its plain list', async () => {
    const files = [{ id: 1, url: '/uploads/a.png', width: 10, height: 5, formats: null }];
    const { client, asked } = clientAnswering(files);
    expect(await client.uploads(['/uploads/a.png', '/uploads/a.png', '/uploads/b.png'])).toEqual(files);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0] ?? '');
    expect(url.pathname).toBe('/api/upload/files');
    expect([...url.searchParams.entries()]).toEqual([
      ['filters[url][$in][0]', '/uploads/a.png'],
      ['filters[url][$in][1]', '/uploads/b.png'],
    ]);
  });

  it('asks nothing for no address; an answer that is not a list is an error', async () => {
    const { client, asked } = clientAnswering({ data: [] });
    expect(await client.uploads([])).toEqual([]);
    expect(asked).toHaveLength(0);
    await expect(client.uploads(['/uploads/a.png'])).rejects.toBeInstanceOf(ContentError);
  });
});
