import { describe, expect, it } from 'vitest';
import { ContentError, createContentClient } from '../src/client';

/** A client whose fetch answers `body` and records the address asked. */
function clientAnswering(body: unknown, status = 200, media: 'full' | 'view' = 'full') {
  const asked: string[] = [];
  const client = createContentClient({
    baseUrl: 'http://cms.test/',
    token: 't',
    media,
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

describe("media: 'view' (a page's loader data carries only what the page renders, docs/decisions/0028)", () => {
  const format = (w: number) => ({
    ext: '.webp',
    url: `/uploads/small_a_${w}.webp`,
    hash: 'small_a',
    mime: 'image/webp',
    name: 'small_a.webp',
    path: null,
    size: 12.3,
    width: w,
    height: w / 2,
    sizeInBytes: 12300,
  });
  const image = {
    id: 7,
    documentId: 'abc',
    name: 'a.webp',
    alternativeText: 'A',
    caption: null,
    width: 1200,
    height: 600,
    formats: { small: format(500), thumbnail: format(245) },
    hash: 'a_123',
    ext: '.webp',
    mime: 'image/webp',
    size: 99.1,
    url: '/uploads/a_123.webp',
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
  const pdf = {
    ...image,
    id: 8,
    name: 'brochure.pdf',
    mime: 'application/pdf',
    url: '/uploads/brochure_1.pdf',
    formats: null,
    width: null,
    height: null,
  };
  const page = { id: 1, title_es: 'Hola', hero: image, cards: [{ id: 2, file: pdf, updatedAt: '2026-03-01' }] };

  it('cuts every media item, nested in components and lists, to address, size, type, text and formats', async () => {
    const { client } = clientAnswering({ data: page }, 200, 'view');
    const shaped = await client.single('home');
    expect(shaped).toEqual({
      id: 1,
      title_es: 'Hola',
      hero: {
        id: 7,
        url: '/uploads/a_123.webp',
        alternativeText: 'A',
        width: 1200,
        height: 600,
        mime: 'image/webp',
        formats: {
          small: { url: '/uploads/small_a_500.webp', width: 500, height: 250 },
          thumbnail: { url: '/uploads/small_a_245.webp', width: 245, height: 122.5 },
        },
      },
      // A document keeps its file name (its e-mail attachment's); the entry's own fields stay.
      cards: [
        {
          id: 2,
          updatedAt: '2026-03-01',
          file: {
            id: 8,
            url: '/uploads/brochure_1.pdf',
            alternativeText: 'A',
            width: null,
            height: null,
            mime: 'application/pdf',
            name: 'brochure.pdf',
            formats: null,
          },
        },
      ],
    });
    const { client: list } = clientAnswering({ data: [page], meta: {} }, 200, 'view');
    expect((await list.list('blog-cards')).data[0]).toEqual(shaped);
  });

  it('leaves the answer whole by default', async () => {
    const { client } = clientAnswering({ data: page });
    expect(await client.single('home')).toEqual(page);
  });
});
