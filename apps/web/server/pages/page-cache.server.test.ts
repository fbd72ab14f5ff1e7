import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCacheable } from './cacheable.server';
import {
  identityBody,
  cacheKey,
  cspWithHashes,
  hashInlineScripts,
  makeEntry,
  notModified,
  PageCache,
  type PageCacheOptions,
  preferredEncoding,
  PAGE_VARY,
  storable,
} from './page-cache.server';
import { changesContent } from './webhook-filter.server';

const options: PageCacheOptions = { ttlSeconds: 60, maxBytes: 1_000_000, sharedMaxAge: 60, staleWhileRevalidate: 600 };
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

async function entry(html = '<html><script nonce="N1">a()</script></html>') {
  return makeEntry({
    status: 200,
    body: Buffer.from(html),
    serverHeaders: {
      'content-security-policy': "default-src 'self';script-src 'self' 'nonce-N1';object-src 'none'",
      'set-cookie': ['x=1'],
    },
    routeHeaders: new Headers({ 'content-type': 'text/html' }),
    nonce: 'N1',
    url: '/blog',
    lang: 'en',
    options,
  });
}

describe('page cache helpers', () => {
  it('keys on the address alone (the language is in the path), and varies on the encoding only', () => {
    expect(cacheKey('/es/blog')).not.toBe(cacheKey('/en/blog'));
    expect(cacheKey('/es/blog?page=2')).not.toBe(cacheKey('/es/blog'));
    expect(PAGE_VARY).toBe('Accept-Encoding');
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('hashes the inline scripts that carry the nonce, removes it, and never hashes a script without it', () => {
    const html =
      '<script nonce="N1">a()</script><script>evil()</script><script type="module" nonce="N1" src="/x.js"></script><link nonce="N1">';
    const out = hashInlineScripts(html, 'N1');
    expect(out.hashes).toEqual([sha('a()')]);
    expect(out.html).not.toContain('N1');
    expect(out.html).toContain('<script>evil()</script>');
    expect(cspWithHashes("default-src 'self';script-src 'self' 'nonce-N1';object-src 'none'", 'N1', out.hashes)).toBe(
      `default-src 'self'; script-src 'self' ${sha('a()')}; object-src 'none'`,
    );
  });

  it('stores compressed bodies with one strong ETag per encoding, the CSP with hashes, no Set-Cookie', async () => {
    const e = await entry();
    expect(brotliDecompressSync(e.body.br).toString()).toBe('<html><script>a()</script></html>');
    expect(gunzipSync(e.body.gzip).toString()).toBe('<html><script>a()</script></html>');
    // The uncompressed page is not kept: a client that accepts no encoding gets the gzip body unpacked.
    expect(Object.keys(e.body).sort()).toEqual(['br', 'gzip']);
    expect(identityBody(e).toString()).toBe('<html><script>a()</script></html>');
    expect(e.bytes).toBe(e.body.br.length + e.body.gzip.length);
    expect(new Set(Object.values(e.etag)).size).toBe(3);
    const headers = new Map(e.headers);
    expect(headers.get('content-security-policy')).toContain(sha('a()'));
    expect(headers.get('content-security-policy')).not.toContain('nonce');
    expect(headers.has('set-cookie')).toBe(false);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(notModified(e.etag.gzip, e)).toBe(true);
    expect(notModified(`W/${e.etag.br}, "other"`, e)).toBe(true);
    expect(notModified('"other"', e)).toBe(false);
  });

  it('stores only shareable pages', () => {
    const html = new Headers({ 'content-type': 'text/html' });
    expect(storable(200, html, 10)).toBe(true);
    expect(storable(404, html, 10)).toBe(false);
    expect(storable(200, new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1' }), 10)).toBe(false);
    expect(storable(200, new Headers({ 'content-type': 'text/html', 'cache-control': 'no-store' }), 10)).toBe(false);
    expect(storable(200, new Headers({ 'content-type': 'application/json' }), 10)).toBe(false);
  });

  it('drops everything at once and refuses a page rendered before the drop', async () => {
    const cache = new PageCache(options);
    const e = await entry();
    const before = cache.generation;
    expect(cache.set('k', e, before)).toBe(true);
    expect(cache.get('k')).toBe(e);
    cache.drop();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.set('k', e, before)).toBe(false);
    expect(cache.get('k', Date.now())).toBeUndefined();
    expect(cache.set('k', e, cache.generation)).toBe(true);
    expect(cache.get('k', e.at + 60_000)).toBeUndefined();
  });

  it('evicts the least recently used pages over its memory', async () => {
    const e = await entry();
    const cache = new PageCache({ ...options, maxBytes: e.bytes * 2 });
    cache.set('a', e, 0);
    cache.set('b', e, 0);
    cache.get('a');
    cache.set('c', e, 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(e);
    expect(cache.get('c')).toBe(e);
  });
});

describe('isCacheable', () => {
  const req = (url: string, cookie = '', method = 'GET') => isCacheable({ method, url, cookie });
  it('pages of every visitor pass, whatever their cookies (the notice after a plain post is in the address); preview, endpoints and posts do not', () => {
    expect(req('/es/blog')).toBe(true);
    expect(req('/en/blog.data?_routes=root')).toBe(true);
    expect(req('/es/', 'lang=en; other=x')).toBe(true);
    expect(req('/es/?utm_source=x', 'lang=en')).toBe(true);
    expect(req('/es/?sent=contact')).toBe(true);
    expect(req('/en/', '__preview=x')).toBe(false);
    expect(req('/api/form-options')).toBe(false);
    expect(req('/uploads/a.png')).toBe(false);
    expect(req('/', '', 'POST')).toBe(false);
    expect(isCacheable({ method: 'GET', url: '/', authorization: 'Bearer x' })).toBe(false);
  });
});

describe('webhook filter (receiving side)', () => {
  it('content types and media drop the caches; submissions and admin records do not', () => {
    expect(changesContent({ event: 'entry.publish', model: 'home', uid: 'api::home.home' })).toBe(true);
    expect(changesContent({ event: 'media.update' })).toBe(true);
    for (const name of ['contact', 'lead', 'download-request', 'download-user', 'chatbot-conversation']) {
      expect(changesContent({ event: 'entry.create', model: name, uid: `api::${name}.${name}` })).toBe(false);
      expect(changesContent({ event: 'entry.create', model: name })).toBe(false);
    }
    expect(changesContent({ event: 'entry.create', uid: 'admin::user' })).toBe(false);
    expect(changesContent(null)).toBe(true);
  });
});
