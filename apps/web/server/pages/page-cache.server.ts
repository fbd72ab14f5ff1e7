/**
 * The site server's page cache (docs/decisions/0020 and 0021): rendered pages (documents
 * and React Router `.data` responses) kept per address (path and query: the language is in the path,
 * docs/decisions/0031), compressed once (brotli and
 * gzip), with a strong ETag per encoding, answered 304 on revalidation, dropped at once by the CMS
 * webhook (dropContentCache), at the latest after PAGE_CACHE_TTL_SECONDS.
 *
 * Which requests may use it: server/pages/cacheable.server.ts (isCacheable). What is stored: a 200 without
 * Set-Cookie and without a private or no-store Cache-Control of its own. The Content-Security-Policy
 * of a stored page lists the SHA-256 hashes of its inline scripts (those the render gave the
 * response's nonce) instead of that nonce, which is removed from the stored HTML: no nonce is ever
 * sent to two visitors (decision 0021).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';

export interface PageCacheOptions {
  /** How long a stored page is served at most (a missed webhook heals by then); 0 turns the cache off. */
  ttlSeconds: number;
  /** Memory for stored pages (all encodings), least recently used dropped first. */
  maxBytes: number;
  /** `s-maxage` of shareable page responses (CDN, proxies). */
  sharedMaxAge: number;
  /** `stale-while-revalidate` of shareable page responses. */
  staleWhileRevalidate: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface PageEntry {
  status: number;
  /** Headers replayed on every answer (security headers, type, CSP with hashes, Cache-Control, Vary). */
  headers: Array<[string, string]>;
  /** The same without Cache-Control, flat (name, value, name, value…) for writeHead. */
  flat: string[];
  /** The Cache-Control of a shared answer. */
  cacheControl: string;
  /**
   * The page compressed: what nearly every client (browsers, CDNs) asks for. The uncompressed page is
   * not kept (it was two thirds of an entry's memory): the rare client that accepts no encoding gets
   * the gzip body unpacked (`identityBody`).
   */
  body: Record<Exclude<Encoding, 'identity'>, Buffer>;
  etag: Record<Encoding, string>;
  at: number;
  bytes: number;
}

/** The key of a page: its address alone (the language is in the path; no cookie changes a page). */
export function cacheKey(url: string): string {
  return url;
}

export const PRIVATE_NO_CACHE = 'private, no-cache';
export const PRIVATE_NO_STORE = 'private, no-store';

/** Cache-Control of a page every visitor of its URL (and language) gets. */
export function sharedCacheControl(o: PageCacheOptions): string {
  return `public, max-age=0, s-maxage=${o.sharedMaxAge}, stale-while-revalidate=${o.staleWhileRevalidate}`;
}

/** Vary of a page response: the encoding only (a page is the same for every visitor of its address). */
export const PAGE_VARY = 'Accept-Encoding';

let lastAccept: string | undefined;
let lastEncoding: Encoding = 'identity';

/** The encoding to send: brotli, else gzip, else none (Accept-Encoding with q-values). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (header === lastAccept) return lastEncoding;
  let encoding: Encoding = 'identity';
  if (header) {
    const q = new Map<string, number>();
    for (const part of header.toLowerCase().split(',')) {
      const [name = '', ...params] = part.split(';');
      let value = 1;
      for (const p of params) {
        const m = /^\s*q=([0-9.]+)\s*$/.exec(p);
        if (m) value = Number(m[1]);
      }
      q.set(name.trim(), value);
    }
    const star = q.get('*') ?? 0;
    const weight = (name: string) => q.get(name) ?? star;
    if (weight('br') > 0) encoding = 'br';
    else if (weight('gzip') > 0) encoding = 'gzip';
  }
  lastAccept = header;
  lastEncoding = encoding;
  return encoding;
}

/** Whether If-None-Match names the entry (any of its encodings: the same content), or is `*`. */
export function notModified(ifNoneMatch: string | undefined, entry: PageEntry): boolean {
  if (!ifNoneMatch || entry.status !== 200) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === entry.etag.identity || tag === entry.etag.br || tag === entry.etag.gzip) return true;
  }
  return false;
}

/**
 * The inline scripts the render marked with `nonce` (React's, React Router's, the root layout's):
 * their SHA-256 hashes for the CSP, and the HTML without the nonce. A script without the nonce (one
 * that content might have smuggled in) gets no hash: the browser still refuses it.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  if (!nonce) return { html, hashes: [] };
  const attr = ` nonce="${nonce}"`;
  const scripts = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (whole, attrs: string, body: string) => {
    if (!attrs.includes(attr)) return whole;
    if (!/\ssrc=/.test(attrs)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    return `<script${attrs.replace(attr, '')}>${body}</script>`;
  });
  // Anything else that carried the nonce (preload links) no longer needs it.
  return { html: scripts.split(attr).join(''), hashes: [...hashes] };
}

/** The response's CSP with its nonce source replaced by the stored page's script hashes. */
export function cspWithHashes(csp: string, nonce: string, hashes: readonly string[]): string {
  const source = `'nonce-${nonce}'`;
  return csp
    .split(';')
    .map((directive) => {
      if (!directive.includes(source)) return directive;
      return directive
        .split(/\s+/)
        .flatMap((token) => (token === source ? [...hashes] : token ? [token] : []))
        .join(' ');
    })
    .map((d, i) => (i === 0 ? d : ` ${d.trim()}`))
    .join(';');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a page once (in the thread pool: the event loop keeps answering). */
async function compress(identity: Buffer): Promise<PageEntry['body']> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Headers of the rendering response that are per response, or set from the entry. */
const NOT_STORED = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'x-cache',
  'cache-control',
  'vary',
]);

/**
 * An entry from a rendered page. `serverHeaders`: what the server's middleware set on this
 * response (security headers, CSP with `nonce`); `routeHeaders`: the rendered Response's own.
 */
export async function makeEntry(o: {
  status: number;
  body: Buffer;
  serverHeaders: OutgoingHttpHeaders;
  routeHeaders: Headers;
  nonce: string;
  url: string;
  lang: string;
  options: PageCacheOptions;
}): Promise<PageEntry> {
  const type = o.routeHeaders.get('content-type') ?? '';
  let identity = o.body;
  let hashes: string[] = [];
  if (type.includes('text/html')) {
    const page = hashInlineScripts(o.body.toString('utf8'), o.nonce);
    identity = Buffer.from(page.html, 'utf8');
    hashes = page.hashes;
  }
  const headers: Array<[string, string]> = [];
  const seen = new Set<string>();
  const add = (name: string, value: string) => {
    const k = name.toLowerCase();
    if (NOT_STORED.has(k) || seen.has(k)) return;
    seen.add(k);
    headers.push([k, k === 'content-security-policy' ? cspWithHashes(value, o.nonce, hashes) : value]);
  };
  for (const [name, value] of o.routeHeaders) add(name, value);
  for (const [name, value] of Object.entries(o.serverHeaders)) {
    if (value !== undefined) add(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.push(['cache-control', sharedCacheControl(o.options)], ['vary', PAGE_VARY]);
  if (!seen.has('content-language')) headers.push(['content-language', o.lang]);
  const body = await compress(identity);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    status: o.status,
    headers,
    flat: headers.filter(([name]) => name !== 'cache-control').flat(),
    cacheControl: sharedCacheControl(o.options),
    body,
    etag: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
    at: Date.now(),
    bytes: body.br.length + body.gzip.length,
  };
}

/** Whether a rendered page may be stored and shared: see the module's comment. */
export function storable(status: number, headers: Headers, size: number): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  if (/\b(?:private|no-store|no-cache)\b/i.test(headers.get('cache-control') ?? '')) return false;
  const type = headers.get('content-type') ?? '';
  return (type.includes('text/html') || type.includes('text/x-script')) && size <= 4 * 1024 * 1024;
}

/**
 * Sends a stored page: the entry's headers, the encoding the client accepts, 304 when its
 * If-None-Match names the page. Page responses set no cookie (docs/decisions/0011); should a
 * middleware ever set one, the response is `private` (a shared cache must not keep it).
 */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: PageEntry, label: 'HIT' | 'MISS'): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const personal = res.hasHeader('set-cookie');
  // One flat list for writeHead: no per-header bookkeeping on the fast path.
  const out = entry.flat.slice();
  out.push('cache-control', personal ? PRIVATE_NO_CACHE : entry.cacheControl, 'x-cache', label, 'etag', entry.etag[encoding]);
  if (notModified(req.headers['if-none-match'], entry)) {
    res.writeHead(304, out);
    res.end();
    return;
  }
  const body = encoding === 'identity' ? identityBody(entry) : entry.body[encoding];
  if (encoding !== 'identity') out.push('content-encoding', encoding);
  out.push('content-length', String(body.length));
  res.writeHead(entry.status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A stored page uncompressed, for a client that accepts no encoding (unpacked from its gzip body). */
export function identityBody(entry: PageEntry): Buffer {
  return gunzipSync(entry.body.gzip);
}

/** A page rendered for a miss: the entry when it may be stored, and the response itself. */
export interface Rendered {
  entry: PageEntry | null;
  status: number;
  headers: Headers;
  body: Buffer;
}

/** The stored pages of one server: LRU by bytes, fresh for ttlSeconds, dropped by the webhook. */
export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private readonly inflight = new Map<string, Promise<Rendered>>();
  private size = 0;
  /** Bumped by every drop: a page rendered before a drop is not stored (it may show the old content). */
  generation = 0;
  readonly stats = { hits: 0, misses: 0, drops: 0 };

  constructor(readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlSeconds > 0;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= this.options.ttlSeconds * 1000) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a page rendered in `generation` (nothing if a drop happened since). */
  set(key: string, entry: PageEntry, generation: number): boolean {
    if (generation !== this.generation || entry.bytes > this.options.maxBytes) return false;
    this.remove(key);
    this.entries.set(key, entry);
    this.size += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.size <= this.options.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** One render per key at a time: concurrent misses wait for the first one's result. */
  once(key: string, render: () => Promise<Rendered>): { leader: boolean; result: Promise<Rendered> } {
    const running = this.inflight.get(key);
    if (running) return { leader: false, result: running };
    const p = render().finally(() => {
      if (this.inflight.get(key) === p) this.inflight.delete(key);
    });
    this.inflight.set(key, p);
    return { leader: true, result: p };
  }

  drop(): void {
    this.entries.clear();
    this.inflight.clear();
    this.size = 0;
    this.generation += 1;
    this.stats.drops += 1;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.bytes;
    this.entries.delete(key);
  }
}
