/**
 * The site server's security layer (docs/decisions/0008): response headers (helmet, with a
 * Content-Security-Policy whose scripts need this response's nonce), the media proxy's path check,
 * and the refusal of cross-site requests that change something.
 */
import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Env } from '~/config/env.server';

interface SecurityConfig {
  /** SITE_URL: the public address (its origin is the site's own). */
  siteUrl: string;
  /** MEDIA_BASE_URL (a CDN or bucket), allowed for images, media and frames; empty = the site's own /uploads. */
  mediaBaseUrl: string;
  /** Send Strict-Transport-Security. */
  hsts: boolean;
  /** Extra frame sources (the about page's video player). */
  frameSources: string[];
}

/** Video players the about page may embed (CMS-edited address). CSP_FRAME_SRC replaces the list. */
const DEFAULT_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * HSTS: `HSTS=on` or `off`; unset or `auto` = on when NODE_ENV is production and SITE_URL is https
 * (the launcher runs the site in production mode on http://127.0.0.1, where HSTS would be wrong).
 */
export function securityConfigOf(env: Pick<Env, 'SITE_URL' | 'HSTS' | 'NODE_ENV' | 'CSP_FRAME_SRC' | 'MEDIA_BASE_URL'>): SecurityConfig {
  const siteUrl = env.SITE_URL;
  const hstsSetting = (env.HSTS || 'auto').toLowerCase();
  const hsts =
    hstsSetting === 'on' || hstsSetting === 'true' || hstsSetting === '1'
      ? true
      : hstsSetting === 'off' || hstsSetting === 'false' || hstsSetting === '0'
        ? false
        : env.NODE_ENV === 'production' && siteUrl.startsWith('https:');
  const frameSources = env.CSP_FRAME_SRC ? env.CSP_FRAME_SRC.split(/[\s,]+/).filter((s) => s && originOf(s)) : DEFAULT_FRAME_SOURCES;
  return { siteUrl, mediaBaseUrl: env.MEDIA_BASE_URL || '', hsts, frameSources };
}

/** A fresh nonce for every response, in `res.locals.cspNonce` (React Router gets it through the load context). */
export const nonceMiddleware: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceOf = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${(res as Response).locals.cspNonce as string}'`;

type Directives = Record<string, Array<string | ((req: IncomingMessage, res: ServerResponse) => string)>>;

/** Helmet's options for the site: every security header, with the given Content-Security-Policy. */
function helmetOptions(config: SecurityConfig, directives: Directives): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The about page embeds a third-party video player, which would not load under require-corp.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/** What the browser may not use a page's permissions for (every response says it). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/** Helmet with the site's Content-Security-Policy (README: security), and the Permissions-Policy. */
export function securityHeaders(config: SecurityConfig): RequestHandler {
  const media = originOf(config.mediaBaseUrl);
  const mediaSources = media ? [media] : [];
  const https = config.siteUrl.startsWith('https:');
  const headers = helmet(
    helmetOptions(config, {
      'default-src': ["'self'"],
      'script-src': ["'self'", nonceOf],
      'script-src-attr': ["'none'"],
      // React's style attributes (inline) need this; scripts never get it.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...mediaSources],
      'media-src': ["'self'", 'blob:', ...mediaSources],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", ...mediaSources, ...config.frameSources],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    }),
  );
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * The same security headers for a response that is no page and is answered before Express (the
 * language redirect of a bare address, an editor's redirect): helmet's headers computed once on a
 * response of its own, with a policy that lets such a body load nothing. A flat list for writeHead.
 */
export function bareSecurityHeaders(config: SecurityConfig): string[] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(
    helmetOptions(config, {
      'default-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    }),
  )(req, res, () => undefined);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  const flat: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) flat.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return flat;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses (403) every request that would change something and comes from another site: a browser
 * says so in `Sec-Fetch-Site` (cross-site or same-site) or in an `Origin` that is not the site's
 * own (SITE_URL's origin, or the origin the request was addressed to). Whatever the content type:
 * a text/plain or form post from another page is refused too. Requests with neither header
 * (server-to-server calls, the CMS webhook, curl) pass.
 */
export function refuseCrossSite(siteUrl: string): RequestHandler {
  const own = originOf(siteUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site')?.toLowerCase();
    const origin = req.get('origin');
    const addressed = `${req.protocol}://${req.get('host') ?? ''}`;
    let reason = '';
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') reason = `Sec-Fetch-Site is ${fetchSite}`;
    else if (origin !== undefined && origin !== own && origin !== addressed) reason = `Origin ${origin} is not this site`;
    if (!reason) return next();
    res.setHeader('cache-control', 'no-store');
    const message = `Cross-site request refused (${reason}): submit from this site's own pages.`;
    if (req.path.startsWith('/api/') || (req.get('accept') ?? '').includes('application/json')) {
      res.status(403).json({ ok: false, error: message });
    } else {
      res.status(403).type('text/plain').send(message);
    }
  };
}

/**
 * The media proxy serves the CMS's uploads folder only: the file name after `/uploads/` (raw, as
 * sent) must be one plain segment of letters, digits, `.`, `_`, `-` (what Strapi's local provider
 * writes), not starting with a dot. Anything else — dot segments, `%` escapes of any kind (encoded
 * dots, slashes, backslashes, overlong UTF-8, double encoding), `;` parameters, sub-folders — is
 * refused before any upstream call. Returns the name, or null.
 */
export function uploadName(originalUrl: string): string | null {
  const path = originalUrl.split('?')[0] ?? '';
  if (!path.startsWith('/uploads/')) return null;
  const name = path.slice('/uploads/'.length);
  if (name.length === 0 || name.length > 255) return null;
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name) && !name.includes('..') ? name : null;
}
