/**
 * The site's side of the admin's "Open preview" (docs/decisions/0016), as Express
 * middleware (server/index.ts):
 *  - GET /api/preview?secret=…&path=…[&status=draft|published][&lang=es|en]: with the right
 *    PREVIEW_SECRET, sets the signed preview cookie and goes on to the page (in the editor's language:
 *    `lang`, else the browser's);
 *  - GET /api/preview/exit?to=…: drops the cookie and goes back to the public page;
 *  - every request with a valid cookie runs in preview mode (app/content/preview.server.ts: drafts, no
 *    content cache), and its response is `Cache-Control: no-store` (whatever a later layer sets),
 *    `X-Robots-Tag: noindex`, and may be framed by the CMS admin only (CSP frame-ancestors).
 */
import { localPath } from '@site/content';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  isPreviewSecret,
  PREVIEW_COOKIE,
  previewCookieValue,
  previewModeOf,
  previewStore,
  type PreviewMode,
  sitePath,
} from '~/content/preview.server';
import type { Env } from '~/config/env.server';

interface PreviewConfig {
  /** PREVIEW_SECRET; unset: no preview at all (/api/preview answers 404). */
  secret: string | undefined;
  /** The CMS admin's origin (CMS_ADMIN_URL, else CMS_URL): the only page that may frame a preview. */
  adminOrigin: string | null;
  /** The site is served over https (SITE_URL): the cookie is then `SameSite=None; Secure`, for the admin's frame. */
  https: boolean;
}

/** How long a preview lasts without a new "Open preview". */
const PREVIEW_SECONDS = 2 * 60 * 60;

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function previewConfigOf(env: Pick<Env, 'PREVIEW_SECRET' | 'CMS_ADMIN_URL' | 'CMS_URL' | 'SITE_URL'>): PreviewConfig {
  return {
    secret: env.PREVIEW_SECRET,
    adminOrigin: originOf(env.CMS_ADMIN_URL || env.CMS_URL),
    https: env.SITE_URL.startsWith('https:'),
  };
}

/** no-store, noindex, and framing by the admin only, on a preview response. */
function previewHeaders(res: Response, config: PreviewConfig): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.removeHeader('X-Frame-Options');
  const ancestors = `frame-ancestors 'self'${config.adminOrigin ? ` ${config.adminOrigin}` : ''}`;
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string') {
    res.setHeader(
      'Content-Security-Policy',
      /frame-ancestors[^;]*/.test(csp) ? csp.replace(/frame-ancestors[^;]*/, ancestors) : `${csp};${ancestors}`,
    );
  }
}

function cookie(config: PreviewConfig, value: string, maxAge: number): string {
  const sameSite = config.https ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; ${sameSite}`;
}

/** The language of the browser (Accept-Language) when it prefers Spanish, else null (the site's own choice). */
function browserLang(acceptLanguage: string | undefined): 'es' | 'en' | null {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : first.startsWith('en') ? 'en' : null;
}

export function preview(config: PreviewConfig): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' && req.path === '/api/preview') {
      previewHeaders(res, config);
      if (!config.secret) {
        res.status(404).type('text/plain').send('Preview is not configured (PREVIEW_SECRET).');
        return;
      }
      const q = new URL(req.originalUrl, 'http://site.invalid').searchParams;
      if (!isPreviewSecret(q.get('secret'), config.secret)) {
        res.status(401).type('text/plain').send('Preview: the secret is missing or wrong. Open the preview again from the CMS.');
        return;
      }
      const path = sitePath(q.get('path'));
      if (!path) {
        res.status(400).type('text/plain').send('Preview: the page to show must be a path of this site.');
        return;
      }
      const mode: PreviewMode = q.get('status') === 'published' ? 'published' : 'draft';
      const requested = q.get('lang');
      const lang = requested === 'es' || requested === 'en' ? requested : browserLang(req.get('accept-language'));
      const target = new URL(path, 'http://site.invalid');
      target.searchParams.delete('lang');
      const address = `${target.pathname}${target.search}`;
      res.append('Set-Cookie', cookie(config, previewCookieValue(config.secret, mode), PREVIEW_SECONDS));
      // The page's address in that language (docs/decisions/0031); without one, the bare address's entry decides.
      res.redirect(307, lang ? localPath(lang, address) : address);
      return;
    }
    if (req.method === 'GET' && req.path === '/api/preview/exit') {
      const to = sitePath(new URL(req.originalUrl, 'http://site.invalid').searchParams.get('to')) ?? '/';
      res.setHeader('Cache-Control', 'no-store');
      res.append('Set-Cookie', cookie(config, '', 0));
      res.redirect(303, to);
      return;
    }
    const mode = previewModeOf(req.get('cookie'), config.secret);
    if (!mode) return next();
    previewHeaders(res, config);
    // Whatever a later layer (page caching) sets, a preview is never stored by anyone.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === 'cache-control' ? setHeader(name, 'no-store') : setHeader(name, value)) as typeof res.setHeader;
    res.locals.preview = mode;
    previewStore.run(mode, () => next());
  };
}
