/**
 * The site's Node server: static assets, the media proxy, security headers, and React Router's
 * request handler (server rendering, loaders, actions, resource routes).
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild, ServerEntryModule } from 'react-router';
import { attributionFromLanding, attributionSetCookie, needsAttribution } from './app/lib/attribution.server';
import { type Env, env } from './app/config/env.server';
import { nonceMiddleware, refuseCrossSite, securityConfigFromEnv, securityHeaders, uploadName } from './security';

/** Set by the production build (scripts/lib/stack.ts: dist/server.js sits one folder below the app). */
declare const SERVER_APP_DIR: string | undefined;

// The whole configuration is checked before anything listens (README: configuration).
let config: Env;
try {
  config = env();
} catch (error) {
  console.error(`[web] ${error instanceof Error ? error.message : String(error)}. Refusing to start.`);
  process.exit(1);
}

const host = config.WEB_HOST || process.env.HOST || '127.0.0.1';
const port = config.WEB_PORT ?? Number(process.env.PORT || 3000);
const cmsUrl = config.CMS_URL.replace(/\/$/, '');
const appDir = resolve(fileURLToPath(new URL(typeof SERVER_APP_DIR === 'string' ? SERVER_APP_DIR : '.', import.meta.url)));
const buildDir = `${resolve(appDir, process.env.WEB_BUILD_DIR || 'build')}/`;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : 'loopback');
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
// refusal of cross-site POST/PUT/PATCH/DELETE, for every endpoint and route action (security.ts).
const security = securityConfigFromEnv();
app.use(nonceMiddleware);
app.use(securityHeaders(security));
app.use((_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  next();
});
app.use(refuseCrossSite(security.siteUrl));

// Fingerprinted build assets: cached for a year. Other public files: an hour.
app.use('/assets', express.static(`${buildDir}client/assets`, { immutable: true, maxAge: '1y' }));
app.use(express.static(`${buildDir}client`, { maxAge: '1h', index: false }));

// Media from the CMS under the site's own origin (one origin for the browser, cacheable by a CDN).
// Only plain file names of the uploads folder reach the CMS (security.ts: uploadName).
app.get('/uploads/{*path}', async (req: Request, res: Response) => {
  const name = uploadName(req.originalUrl);
  if (!name) {
    res.status(400).type('text/plain').send('Bad media path.');
    return;
  }
  try {
    const upstream = await fetch(`${cmsUrl}/uploads/${name}`, { signal: AbortSignal.timeout(15000), redirect: 'error' });
    if (!upstream.ok || !upstream.body) {
      res.status(upstream.status === 404 ? 404 : 502).end();
      return;
    }
    for (const h of ['content-type', 'content-length', 'last-modified', 'etag']) {
      const v = upstream.headers.get(h);
      if (v) res.setHeader(h, v);
    }
    res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    // A media file is not a page: no page CSP (it would get in the way of the browser's PDF viewer),
    // but an uploaded SVG opened on its own must not run scripts on this origin.
    res.removeHeader('Content-Security-Policy');
    if ((upstream.headers.get('content-type') ?? '').includes('svg')) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    }
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(res);
  } catch {
    res.status(502).end();
  }
});

// Where the visit came from (docs/decisions/0011): the first page view of a visit without the
// attribution cookie gets one, which the form endpoints read back with the submission.
const siteHost = (() => {
  try {
    return new URL(process.env.SITE_URL || 'http://127.0.0.1:3000').host;
  } catch {
    return '';
  }
})();
app.use((req: Request, res: Response, next: NextFunction) => {
  if (needsAttribution(req.method, req.path, req.get('accept'), req.get('cookie'))) {
    const attribution = attributionFromLanding(new URL(req.originalUrl, 'http://site.invalid'), req.get('referer'), [
      req.get('host') ?? '',
      req.hostname,
      siteHost,
    ]);
    res.append('Set-Cookie', attributionSetCookie(attribution, req.secure));
  }
  next();
});

const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
// Loaders and actions get the visitor's address (Express's req.ip honours TRUST_PROXY).
// …and the response's CSP nonce for the render (entry.server.tsx).
app.all(
  '/{*path}',
  createRequestHandler({
    build,
    getLoadContext: (req, res) => ({ clientIp: req.ip ?? '', cspNonce: String(res.locals.cspNonce ?? '') }),
  }),
);

const server = app.listen(port, host, () => {
  console.log(`[web] site listening on http://${host}:${port}`);
});

/**
 * Graceful shutdown: stop accepting connections, let the requests in flight finish, then the e-mails
 * still being sent in the background (the forms), then exit; SHUTDOWN_TIMEOUT_SECONDS at most.
 */
const entry = build.entry.module as ServerEntryModule & { settleMail?: () => Promise<void> };
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
  await entry.settleMail?.();
  console.log('[web] stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
