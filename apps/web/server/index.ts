/**
 * The site's Node server: static assets, the media proxy, security headers, and React Router's
 * request handler (server rendering, loaders, actions, resource routes).
 *
 * One bundle (docs/decisions/0054): this module is the input of React Router's server build (Vite,
 * vite.config.ts), so the app's modules it uses (the page cache, the content-drop switch, the mail
 * outbox, the measurement queue) are the very instances the routes use. `node build/server/index.js`
 * starts it.
 */
import { createRequestHandler } from '@react-router/express';
import { createReadableStreamFromReadable } from '@react-router/node';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppLoadContext, createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { createContentClient } from '@site/content';
import { createLogger, logRequest, REQUEST_ID_HEADER, requestIdFrom, runWithRequestId, subscribeContentChanges } from '@site/server-kit';
import { isCacheable, isPageRequest } from './pages/cacheable.server';
import { dropContentCache, onContentDrop } from '~/content/content-drop.server';
import { type Env, env } from '~/config/env.server';
import { entryRedirect } from './pages/addresses.server';
import { fetchRedirects, RedirectTable } from './pages/redirects.server';
import { requestLang } from './http/lang.server';
import {
  cacheKey,
  makeEntry,
  PAGE_VARY,
  PageCache,
  PRIVATE_NO_CACHE,
  PRIVATE_NO_STORE,
  type Rendered,
  sendEntry,
  sharedCacheControl,
  storable,
} from './pages/page-cache.server';
import { collect as collectEvents } from '~/features/analytics/collect.server';
import { settleAnalytics } from '~/features/analytics/queue.server';
import { mailOfStored } from '~/features/forms/endpoints.server';
import { settleMail, startMailOutbox } from '~/features/forms/outbox.server';
import { bareSecurityHeaders, nonceMiddleware, refuseCrossSite, securityConfigOf, securityHeaders } from './security';
import { proxyUpload } from './uploads';
import { preview, previewConfigOf } from './preview';

// The whole configuration is checked before anything listens (README: configuration).
let config: Env;
try {
  config = env();
} catch (error) {
  console.error(`[web] ${error instanceof Error ? error.message : String(error)}. Refusing to start.`);
  process.exit(1);
}

const host = config.WEB_HOST || config.HOST || '127.0.0.1';
const port = config.WEB_PORT ?? config.PORT ?? 3000;
const cmsUrl = config.CMS_URL.replace(/\/$/, '');
// This file is `<build>/server/index.js`; the browser's files are in `<build>/client`.
const clientDir = resolve(dirname(fileURLToPath(import.meta.url)), '../client');
const build: ServerBuild = serverBuild;

const logger = createLogger('web', config.LOG_LEVEL);
const app = express();
app.disable('x-powered-by');
// One JSON line per request (method, path, status, duration, request id). The id (the incoming
// x-request-id when sane, else a new one) is answered back and passed on to the CMS and chat calls.
app.use((req: Request, res: Response, next: NextFunction) => {
  const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
  const started = performance.now();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.on('close', () =>
    logRequest(logger, { method: req.method, path: req.path, status: res.statusCode, durationMs: performance.now() - started, requestId }),
  );
  runWithRequestId(requestId, next);
});
app.set('trust proxy', config.TRUST_PROXY);

// The measurement beacon (docs/decisions/0041) comes from every page view, cached pages included:
// answered here, before compression, CSP nonces and React Router's routing, by the same handler its
// route has (features/analytics/collect.server.ts, which checks the origin itself). A 202 or 204 without
// a document needs none of the page's headers.
app.post('/api/events', (req: Request, res: Response, next: NextFunction) => {
  if (stopping) res.setHeader('Connection', 'close');
  collectEvents(fetchRequest(req), { clientIp: req.ip ?? '', cspNonce: '' }).then(async (response) => {
    res.status(response.status);
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(Buffer.from(await response.arrayBuffer()));
  }, next);
});

app.use(compression());

// Shutting down (SIGTERM): requests on kept-alive connections are still answered, but their
// connection closes afterwards, and readiness says no so a load balancer stops sending any.
let stopping = false;
app.use((req: Request, res: Response, next: NextFunction) => {
  if (!stopping) return next();
  res.setHeader('Connection', 'close');
  if (req.path === '/readyz') {
    res.status(503).set('cache-control', 'no-store').json({ status: 'unavailable', reason: 'shutting down' });
    return;
  }
  next();
});

// Security headers (helmet: CSP with a per-response nonce, HSTS in production over https, …) and the
// refusal of cross-site POST/PUT/PATCH/DELETE, for every endpoint and route action (server/security.ts).
const security = securityConfigOf(config);
app.use(nonceMiddleware);
app.use(securityHeaders(security));
// The same headers on the answers given before Express (the redirects below): every response has them.
const bareHeaders = bareSecurityHeaders(security);
app.use(refuseCrossSite(security.siteUrl));
// A plain form posted (from this site: cross-site posts are refused above) to an old bare action
// (`/?index`, `/download`): on to the same action in the visitor's language, method and body kept.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== 'POST' || !redirectEntry(req, res)) next();
});
// The admin's "Open preview" and the draft mode it enters (server/preview.ts, docs/decisions/0016).
app.use(preview(previewConfigOf(config)));

// Fingerprinted build assets: cached for a year. Other public files: an hour.
app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir, { maxAge: '1h', index: false }));

// Media from the CMS under the site's own origin (one origin for the browser, cacheable by a CDN):
// conditional requests (304) and ranges (206) pass through (server/uploads.ts).
app.get('/uploads/{*path}', (req: Request, res: Response) => proxyUpload(cmsUrl, req, res));

// One address per page per language (docs/decisions/0031): a bare or `?lang=` address is answered
// with a redirect to the page's address in its language before anything renders.
// No cookie on a page response (docs/decisions/0011): where a visit came from is kept by the page's
// script in session storage and sent with the forms.
const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};
/** Answers an entry address (bare or `?lang=`) with its redirect; false when the address is a page's own. */
function redirectEntry(req: IncomingMessage, res: ServerResponse): boolean {
  // Before Express only reads (GET, HEAD); a POST is sent on after the cross-site check (below).
  const moved = entryRedirect({
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    cookie: header(req, 'cookie'),
    referer: header(req, 'referer'),
    host: header(req, 'host'),
  });
  if (!moved) return false;
  // A plain post reaches this through Express, whose security headers are already set.
  const security = res.hasHeader('content-security-policy') ? [] : bareHeaders;
  res.writeHead(moved.status, [...security, 'location', moved.location, 'cache-control', moved.cacheControl, 'content-length', '0']);
  res.end();
  return true;
}

// The page cache (docs/decisions/0020, 0021): pages every visitor of a (path, query,
// language) gets, stored compressed, answered from memory; dropped by the CMS webhook.
const pageCache = new PageCache({
  ttlSeconds: config.PAGE_CACHE_TTL_SECONDS,
  maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
  sharedMaxAge: config.SHARED_CACHE_MAX_AGE_SECONDS,
  staleWhileRevalidate: config.SHARED_CACHE_STALE_SECONDS,
});
onContentDrop(() => pageCache.drop());
const renderPage = createFetchHandler(build, config.NODE_ENV);

/** Renders a cacheable page (GET, also for a HEAD) to the end, and the entry to store when it may be. */
async function render(req: Request, res: Response, url: string): Promise<Rendered> {
  const generation = pageCache.generation;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const nonce = String(res.locals.cspNonce ?? '');
  const request = new Request(new URL(url, `${req.protocol}://${req.get('host') || 'localhost'}`), { method: 'GET', headers });
  const response = await renderPage(request, { clientIp: req.ip ?? '', cspNonce: nonce });
  const body = Buffer.from(await response.arrayBuffer());
  let entry = null;
  if (storable(response.status, response.headers, body.length)) {
    entry = await makeEntry({
      status: response.status,
      body,
      serverHeaders: res.getHeaders(),
      routeHeaders: response.headers,
      nonce,
      url,
      lang: requestLang(request),
      options: pageCache.options,
    });
    pageCache.set(cacheKey(url), entry, generation);
  }
  return { entry, status: response.status, headers: response.headers, body };
}

/** Sends a rendered page that is not stored: its own headers, Cache-Control private unless it set one. */
function sendRendered(req: Request, res: Response, r: Rendered): void {
  res.status(r.status);
  for (const [name, value] of r.headers) {
    if (name === 'content-length') continue;
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!r.headers.has('cache-control')) res.setHeader('cache-control', PRIVATE_NO_CACHE);
  res.setHeader('vary', PAGE_VARY);
  res.setHeader('x-cache', 'MISS');
  res.end(req.method === 'HEAD' ? undefined : r.body);
}

app.use(async (req: Request, res: Response, next: NextFunction) => {
  if (!isPageRequest(req.method, req.path)) return next();
  const url = req.originalUrl;
  const cookie = req.get('cookie');
  if (!pageCache.enabled || !isCacheable({ method: req.method, url, cookie, authorization: req.get('authorization') })) {
    // Rendered for this visitor (a one-shot notice, a language link that sets the cookie, preview).
    res.setHeader('cache-control', PRIVATE_NO_STORE);
    res.setHeader('vary', PAGE_VARY);
    res.setHeader('x-cache', 'BYPASS');
    return next();
  }
  const key = cacheKey(url);
  const hit = pageCache.get(key);
  if (hit) {
    pageCache.stats.hits += 1;
    sendEntry(req, res, hit, 'HIT');
    return;
  }
  pageCache.stats.misses += 1;
  try {
    const { leader, result } = pageCache.once(key, () => render(req, res, url));
    const rendered = await result;
    if (rendered.entry) sendEntry(req, res, rendered.entry, 'MISS');
    else if (leader) sendRendered(req, res, rendered);
    else next();
  } catch (error) {
    next(error);
  }
});

// Everything else (actions, endpoints, pages that bypass the cache): React Router, streamed.
// Loaders and actions get the visitor's address (Express's req.ip honours TRUST_PROXY).
// …and the response's CSP nonce for the render (entry.server.tsx).
app.all(
  '/{*path}',
  createRequestHandler({
    build,
    getLoadContext: (req, res): AppLoadContext => ({ clientIp: req.ip ?? '', cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

/** A Fetch API request of an Express one (its body streamed), addressed as React Router's adapter does. */
function fetchRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const init: RequestInit & { duplex: 'half' } = {
    method: req.method,
    headers,
    body: createReadableStreamFromReadable(req),
    duplex: 'half',
  };
  return new globalThis.Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, init);
}
/**
 * The fast path: a stored page is answered before Express (no middleware, no routing), with the
 * headers the full stack gave it; nothing in it is per request (no cookie).
 */
function serveFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (stopping || !pageCache.enabled) return false;
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const cookie = header(req, 'cookie');
  if (!isCacheable({ method, url, cookie, authorization: header(req, 'authorization') })) return false;
  const entry = pageCache.get(cacheKey(url));
  if (!entry) return false;
  pageCache.stats.hits += 1;
  sendEntry(req, res, entry, 'HIT');
  return true;
}

// The editors' redirects (docs/decisions/0035): held in memory, loaded at start and on every
// content change; answered first, before the entry redirects and the page cache.
const redirects = new RedirectTable();
const redirectSource = createContentClient({ baseUrl: cmsUrl, token: config.CMS_API_TOKEN });
function loadRedirects(): void {
  redirects
    .load(() => fetchRedirects(redirectSource))
    .then((fresh) => fresh && logger.info({ redirects: redirects.size }, 'redirects loaded'))
    .catch((error: unknown) => logger.warn({ err: String(error) }, 'redirects not loaded: the last ones stay'));
}
loadRedirects();
onContentDrop(loadRedirects);
/** Answers a GET or HEAD whose path an editor redirected; false when none did. */
function sendManagedRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const moved = redirects.match(req.url ?? '/');
  if (!moved) return false;
  // Shared caches keep it as long as a page (a change shows through a CDN as fast); browsers ask again.
  res.writeHead(moved.status, [
    ...bareHeaders,
    'location',
    moved.location,
    'cache-control',
    sharedCacheControl(pageCache.options),
    'content-length',
    '0',
  ]);
  res.end();
  return true;
}

const server = createServer((req, res) => {
  if (sendManagedRedirect(req, res)) return;
  if (req.method !== 'POST' && redirectEntry(req, res)) return;
  if (!serveFromCache(req, res)) app(req, res);
});
server.listen(port, host, () => {
  console.log(`[web] site listening on http://${host}:${port}`);
  // The e-mails still owed (failed or left by a stopped server) are sent from here too (0023).
  startMailOutbox(mailOfStored);
});

// With REDIS_URL, content changes come from the CMS's broadcast: no list of site servers in the CMS.
const contentChanges = config.REDIS_URL
  ? subscribeContentChanges(config.REDIS_URL, (change) => {
      dropContentCache();
      logger.info({ event: change?.event ?? 'redis reconnected', model: change?.model ?? null }, 'content cache dropped');
    })
  : null;
void contentChanges?.subscribed.then(() => logger.info('listening for content changes on Redis'));

/**
 * Graceful shutdown: stop accepting connections, let the requests in flight finish, then the e-mails
 * still being sent in the background (the forms; the mail outbox stops looking for more) and the
 * measurement events still queued for the CMS, then exit; SHUTDOWN_TIMEOUT_SECONDS at most.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const seconds = config.SHUTDOWN_TIMEOUT_SECONDS;
  console.log(`[web] ${signal}: finishing the requests and e-mails in flight (at most ${seconds} s)…`);
  setTimeout(() => {
    console.error(`[web] still busy after ${seconds} s: exiting anyway`);
    process.exit(1);
  }, seconds * 1000).unref();
  const closed = new Promise<void>((done) => server.close(() => done()));
  // Kept-alive connections close as soon as they have nothing in flight.
  const idle = setInterval(() => server.closeIdleConnections(), 200);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  await Promise.all([settleMail(), settleAnalytics()]);
  await contentChanges?.close();
  console.log('[web] stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
