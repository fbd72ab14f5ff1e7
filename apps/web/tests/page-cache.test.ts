/**
 * The page cache and the headers for shared caches (docs/decisions/0020), against the running stack: a page
 * has Cache-Control with s-maxage and stale-while-revalidate, a strong validator and a 304 on
 * revalidation; pages are kept per language and never served in the other one; a publish in the
 * CMS shows on the next request (the webhook drops the cache); a contact submission does not drop
 * it (evidence: `X-Cache: HIT` right after the submission, which returns only after the CMS has run
 * its event listeners, webhook included); `/uploads` answers 304 and 206.
 */
import { createHash, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { otherLang } from '@site/content';
import { describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { contactPayload, postJson } from './forms-site';

const stack = inject('stack');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (compressed if Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/** One request with exactly these headers; the body as sent and decoded. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const url = new URL(path, stack.webUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        // A HEAD or 304 answer names the encoding of a body it does not send.
        const enc = raw.length ? res.headers['content-encoding'] : undefined;
        try {
          const plain = enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: plain.toString('utf8') });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path}`)));
    req.end();
  });
}

/**
 * A returning visitor who chose a language (the `lang` cookie, read only by the bare-address entry)
 * and carries some other site's cookie: neither changes a page (docs/decisions/0031).
 */
const visitor = (lang: 'es' | 'en', extra: Record<string, string> = {}) => ({
  cookie: `_other=1; lang=${lang}`,
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  ...extra,
});

const header = (a: Answer, name: string) => String(a.headers[name] ?? '');

/** Requests a page until it is served from the cache (the first request may render it). */
async function cached(path: string, headers: Record<string, string>): Promise<Answer> {
  await get(path, headers);
  const second = await get(path, headers);
  expect(header(second, 'x-cache'), path).toBe('HIT');
  return second;
}

async function editHome(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const base = '/content-manager/single-types/api::home.home';
  const json = { 'content-type': 'application/json' };
  const before = (await (await adminFetch(stack.cmsUrl, base)).json()) as { data: Record<string, unknown> };
  const previous = Object.fromEntries(Object.keys(data).map((k) => [k, before.data[k]]));
  const put = await adminFetch(stack.cmsUrl, base, { method: 'PUT', headers: json, body: JSON.stringify(data) });
  expect(put.status, await put.clone().text()).toBe(200);
  const pub = await adminFetch(stack.cmsUrl, `${base}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
  expect(pub.status, await pub.clone().text()).toBe(200);
  return previous;
}

describe('page responses for shared caches', () => {
  it('carry Cache-Control with s-maxage and stale-while-revalidate, a strong ETag, and answer 304 on revalidation', async () => {
    const path = '/en/servicio-sap';
    const page = await cached(path, visitor('en'));
    expect(page.status).toBe(200);
    const cc = header(page, 'cache-control');
    expect(cc).toMatch(/\bpublic\b/);
    expect(cc).toMatch(/\bmax-age=0\b/);
    expect(cc).toMatch(/\bs-maxage=[1-9]\d*\b/);
    expect(cc).toMatch(/\bstale-while-revalidate=[1-9]\d*\b/);
    const etag = header(page, 'etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    // The language is in the address: a shared cache keys on the URL alone.
    expect(header(page, 'vary')).toBe('Accept-Encoding');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(header(page, 'content-encoding')).toBe('br');
    expect(page.text).toContain('<html lang="en"');

    const again = await get(path, visitor('en', { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(header(again, 'etag')).toBe(etag);

    // The same page in gzip and uncompressed: the same content, each with its own strong validator.
    const gz = await get(path, visitor('en', { 'accept-encoding': 'gzip' }));
    expect(header(gz, 'content-encoding')).toBe('gzip');
    expect(gz.text).toBe(page.text);
    const plain = await get(path, visitor('en', { 'accept-encoding': 'identity' }));
    expect(header(plain, 'content-encoding')).toBe('');
    expect(plain.text).toBe(page.text);
    expect(new Set([etag, header(gz, 'etag'), header(plain, 'etag')]).size).toBe(3);
    expect((await get(path, visitor('en', { 'if-none-match': header(gz, 'etag') }))).status).toBe(304);

    const head = await get(path, visitor('en'), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(header(head, 'etag')).toBe(etag);
  });

  it('a cached page sends no nonce: its CSP lists the hash of each of its inline scripts', async () => {
    const page = await cached('/en/blog', visitor('en'));
    const csp = header(page, 'content-security-policy');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(page.text).not.toMatch(/\snonce="/);
    const inline = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\ssrc=/.test(attrs ?? '') && !/application\/ld\+json/.test(attrs ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`;
      expect(scriptSrc).toContain(hash);
    }
  });

  it('a first page view (no cookie at all, an external Referer, a campaign) gets the shared page without a cookie', async () => {
    const path = '/en/servicio-sap?utm_source=news&utm_campaign=q3';
    await cached(path, visitor('en'));
    const first = await get(path, { accept: 'text/html', 'accept-encoding': 'br', referer: 'https://news.example/a' });
    expect(header(first, 'x-cache')).toBe('HIT');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(header(first, 'cache-control')).toMatch(/^public\b.*s-maxage=/);
    // Rendered (a miss) too: no cookie.
    const miss = await get(`/en/servicio-sap?utm_source=${Date.now()}`, { accept: 'text/html', referer: 'https://news.example/b' });
    expect(header(miss, 'x-cache')).toBe('MISS');
    expect(miss.headers['set-cookie']).toBeUndefined();
  });

  it('the page after a plain form post (?sent=) is the same for every visitor: cached, no cookie, not indexed, canonical the page’s', async () => {
    const sent = await cached('/es/?sent=contact', visitor('en'));
    expect(sent.headers['set-cookie']).toBeUndefined();
    expect(header(sent, 'cache-control')).toMatch(/s-maxage=/);
    expect(sent.text).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(sent.text).toMatch(/<link rel="canonical" href="[^"?]*\/es\/"\/>/);
  });

  it('API responses stay no-store', async () => {
    const hook = await get('/api/cms-webhook');
    expect(header(hook, 'cache-control')).toBe('no-store');
    const chat = await get('/api/contact');
    expect(header(chat, 'cache-control')).toMatch(/no-store/);
  });
});

describe('what the first paint waits for (docs/decisions/0028)', () => {
  it("the page's scripts start after its first paint: no module preload or live module script in the HTML", async () => {
    for (const lang of ['es', 'en'] as const) {
      const page = await get(`/${lang}/`, visitor(lang));
      expect(page.text).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(page.text).not.toMatch(/<script[^>]*type="module"/);
      // React Router's module script is there, inert, followed by the starter that lists the modules.
      const boot = /<script[^>]*type="text\/x-after-paint" id="rr-boot">([\s\S]*?)<\/script><script>([\s\S]*?)<\/script>/.exec(page.text);
      expect(boot?.[1]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
      expect(boot?.[2]).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
      // Stylesheets stay where they were: the first paint needs them.
      expect(page.text.slice(0, page.text.indexOf('</head>'))).toMatch(/<link[^>]*rel="stylesheet"/);
    }
  });

  it("the page's data carries media cut to what the page renders, not the upload plugin's bookkeeping", async () => {
    const page = await get('/es/', visitor('es'));
    const data = page.text.slice(page.text.indexOf('streamController.enqueue'));
    // The hero's formats are there (the srcset needs them)…
    expect(data).toContain('formats');
    // (the seed's files are named after what they show, docs/decisions/0044: `medium_<name>_<hash>.webp`)
    expect(data).toMatch(/\/uploads\/medium_[\w-]+_[0-9a-f]+\.webp/);
    // …but no field the pages never read.
    for (const field of ['provider_metadata', 'previewUrl', 'sizeInBytes', 'hash']) expect(data).not.toContain(`\\"${field}\\"`);
  });

  it("the plain form's option lists are in the page's HTML, not in its data (docs/decisions/0066)", async () => {
    for (const [path, lang] of [
      ['/es/', 'es'],
      ['/en/download', 'en'],
    ] as const) {
      const page = await get(path, visitor(lang));
      const html = page.text.slice(0, page.text.indexOf('streamController.enqueue'));
      const data = page.text.slice(page.text.indexOf('streamController.enqueue'));
      // The native selects hold every country (200), position and industry, and the phone's countries…
      expect((html.match(/<option /g) ?? []).length, path).toBeGreaterThan(400);
      // …the countries named in the page's language, and none of their names is in the page's data.
      const country = /<select id="contacto-form-country"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
      const names = [...country.matchAll(/<option value="\d+"[^>]*>([^<]*)<\/option>/g)].map((o) => o[1]);
      expect(names.length, path).toBe(200);
      expect(names, path).toContain(lang === 'es' ? 'Alemania' : 'Germany');
      for (const name of names.slice(-20)) expect(data, `${path}: ${name}`).not.toContain(name);
    }
  });
});

describe('language', () => {
  it('each language has its own address, the same page for every visitor whatever their cookies', async () => {
    for (const path of ['/', '/blog', '/nosotros']) {
      for (const lang of ['es', 'en'] as const) {
        const other = otherLang(lang);
        const page = await cached(`/${lang}${path}`, visitor(lang));
        expect(page.status, path).toBe(200);
        expect(page.text, path).toContain(`<html lang="${lang}"`);
        expect(header(page, 'content-language')).toBe(lang);
        // A visitor who chose the other language, one with no cookie at all: the same bytes, from the cache.
        const chooser = await get(`/${lang}${path}`, visitor(other));
        expect(header(chooser, 'x-cache')).toBe('HIT');
        expect(header(chooser, 'etag')).toBe(header(page, 'etag'));
        const none = await get(`/${lang}${path}`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
        expect(header(none, 'etag')).toBe(header(page, 'etag'));
        expect(none.headers['set-cookie']).toBeUndefined();
        // A validator of one language never revalidates the other one.
        const otherPage = await cached(`/${other}${path}`, visitor(lang));
        expect(header(otherPage, 'etag')).not.toBe(header(page, 'etag'));
        const cross = await get(`/${other}${path}`, visitor(lang, { 'if-none-match': header(page, 'etag') }));
        expect(cross.status, path).toBe(200);
        expect(cross.text, path).toContain(`<html lang="${other}"`);
      }
    }
  });

  it('every page address in both languages answers 200 in its language for every visitor: shared-cache headers, no Set-Cookie, no Vary on Cookie, also from a campaign', async () => {
    const sitemap = await (await fetch(`${stack.webUrl}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
    expect(addresses.length).toBeGreaterThan(30);
    const campaign = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
    const kinds: Array<[string, Record<string, string>]> = [
      ['', { accept: 'text/html' }],
      ['', visitor('es')],
      [campaign, { accept: 'text/html', referer: 'https://news.example/issue-4' }],
      [campaign, { ...visitor('en'), referer: 'https://www.google.com/' }],
    ];
    for (const address of addresses) {
      const lang = address.slice(1, 3);
      for (const [query, headers] of kinds) {
        const res = await get(`${address}${query}`, headers);
        expect(res.status, `${address}${query}`).toBe(200);
        expect(res.text, address).toContain(`<html lang="${lang}"`);
        expect(header(res, 'content-language'), address).toBe(lang);
        expect(header(res, 'cache-control'), address).toMatch(/^public, max-age=0, s-maxage=\d+/);
        expect(header(res, 'vary'), address).toBe('Accept-Encoding');
        expect(res.headers['set-cookie'], address).toBeUndefined();
      }
    }
  }, 240_000);

  it('a bare address sends the visitor on to their chosen language, else English; it is stored by no cache', async () => {
    for (const path of ['/', '/blog', '/nosotros?utm_source=news']) {
      const chosen = await get(path, visitor('es'));
      expect(chosen.status, path).toBe(302);
      expect(header(chosen, 'location')).toBe(`/es${path}`);
      expect(header(chosen, 'cache-control')).toBe('private, no-store');
      const none = await get(path, { accept: 'text/html' });
      expect(none.status).toBe(302);
      expect(header(none, 'location')).toBe(`/en${path}`);
      expect(none.headers['set-cookie']).toBeUndefined();
    }
  });

  it('an old ?lang= address answers 301 to its language, whatever the cookie', async () => {
    const moved = await get('/blog?lang=es&utm_source=news', visitor('en'));
    expect(moved.status).toBe(301);
    expect(header(moved, 'location')).toBe('/es/blog?utm_source=news');
    expect(moved.headers['set-cookie']).toBeUndefined();
    const home = await get('/?lang=en', visitor('es'));
    expect(home.status).toBe(301);
    expect(header(home, 'location')).toBe('/en/');
    const prefixed = await get('/es/nosotros?lang=en', visitor('es'));
    expect(header(prefixed, 'location')).toBe('/en/nosotros');
  });

  it('a prefix that is no language is no page', async () => {
    const res = await get('/fr/nosotros', { accept: 'text/html' });
    // `/fr/…` is bare: sent on to English, where it is not found.
    expect(res.status).toBe(302);
    expect((await get(header(res, 'location'), { accept: 'text/html' })).status).toBe(404);
  });
});

describe('data requests', () => {
  it("React Router's .data requests are cached per language too", async () => {
    const en = await cached('/en/blog.data', visitor('en'));
    expect(header(en, 'content-type')).toMatch(/text\/x-script/);
    expect(header(en, 'cache-control')).toMatch(/s-maxage=/);
    const es = await cached('/es/blog.data', visitor('en'));
    expect(header(es, 'etag')).not.toBe(header(en, 'etag'));
    expect(es.text).toMatch(/"lang","es"/);
    expect(en.text).toMatch(/"lang","en"/);
  });
});

describe('cache drop', () => {
  const hook = (body: unknown) =>
    postJson(`${stack.webUrl}/api/cms-webhook`, body, { authorization: `Bearer ${stack.webhookSecret}` }).then((r) => r.json());

  /**
   * Whether the page stays cached across `action`. Another test file editing content at the same
   * time would drop the cache too: three tries, so only a drop caused by `action` every time fails.
   */
  async function staysCached(path: string, action: () => Promise<void>): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await cached(path, visitor('en'));
      await action();
      if (header(await get(path, visitor('en')), 'x-cache') === 'HIT') return true;
    }
    return false;
  }

  it('a contact submission does not drop the content cache', async () => {
    const kept = await staysCached('/en/nosotros', async () => {
      const res = await postJson(`${stack.webUrl}/api/contact`, contactPayload());
      expect(res.status, await res.clone().text()).toBe(200);
      // The CMS answered the site's store call after its event listeners ran (the webhook included).
    });
    expect(kept).toBe(true);
  });

  it('the site ignores webhook events of submissions, and drops on content events', async () => {
    const kept = await staysCached('/en/nosotros', async () => {
      for (const name of ['contact', 'lead', 'download-request', 'download-user', 'chatbot-conversation']) {
        expect(await hook({ event: 'entry.create', model: name, uid: `api::${name}.${name}` })).toEqual({ ok: true, dropped: false });
      }
    });
    expect(kept).toBe(true);
    await cached('/en/nosotros', visitor('en'));
    expect(await hook({ event: 'entry.publish', model: 'blog-card', uid: 'api::blog-card.blog-card' })).toEqual({
      ok: true,
      dropped: true,
    });
    expect(header(await get('/en/nosotros', visitor('en')), 'x-cache')).toBe('MISS');
  });

  it('a publish in the CMS shows on the next request within 5 s', async () => {
    await cached('/es/', visitor('es'));
    const marker = `Socios ${randomUUID().slice(0, 8)}`;
    const previous = await editHome({ tittle_partner_es: marker });
    try {
      const published = Date.now();
      let page = await get('/es/', visitor('es'));
      while (!page.text.includes(marker) && Date.now() - published < 5000) {
        await new Promise((r) => setTimeout(r, 100));
        page = await get('/es/', visitor('es'));
      }
      expect(page.text).toContain(marker);
      expect(Date.now() - published).toBeLessThan(5000);
    } finally {
      await editHome(previous);
    }
  });
});

describe('media proxy', () => {
  it('answers 304 to a validator and 206 to a byte range, and caches hashed media for a year', async () => {
    const home = await get('/en/', visitor('en'));
    const name = /\/uploads\/([A-Za-z0-9_-]+_[0-9a-f]{10}\.(?:png|jpe?g|webp|svg|pdf))/.exec(home.text)?.[1];
    expect(name).toBeTruthy();
    const path = `/uploads/${name}`;
    const full = await get(path);
    expect(full.status).toBe(200);
    expect(header(full, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(full, 'accept-ranges')).toBe('bytes');
    const etag = header(full, 'etag');
    expect(etag).toBeTruthy();
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    const modified = header(full, 'last-modified');
    expect(modified).toBeTruthy();
    expect((await get(path, { 'if-modified-since': modified })).status).toBe(304);

    const part = await get(path, { range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(header(part, 'content-range')).toBe(`bytes 10-109/${full.raw.length}`);
    expect(part.raw.equals(full.raw.subarray(10, 110))).toBe(true);
    const tail = await get(path, { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(tail.raw.equals(full.raw.subarray(full.raw.length - 50))).toBe(true);
    const outside = await get(path, { range: `bytes=${full.raw.length + 10}-` });
    expect(outside.status).toBe(416);
    // A range of an older version (If-Range not matching) gets the whole file.
    const stale = await get(path, { range: 'bytes=0-9', 'if-range': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.raw.length).toBe(full.raw.length);
  });
});
