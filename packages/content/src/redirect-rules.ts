/**
 * The editors' redirects (docs/decisions/0035): how an address is looked up, and what a redirect may
 * be. One source for the CMS (which checks every save; `npm run gen:model` copies this file into
 * `apps/cms/src/plugins/redirects/server/src/redirect-rules.ts`, because the CMS imports no workspace package) and the site (which
 * looks addresses up the same way). Imports nothing.
 */

/** The two kinds of redirect an editor chooses and the status each answers. */
export const REDIRECT_STATUS = { permanent: 301, temporary: 302 } as const;
export type RedirectKind = keyof typeof REDIRECT_STATUS;

/** A redirect's fields as the CMS stores them. */
export interface RedirectFields {
  from_path: string;
  to: string;
}

/**
 * The path a redirect is looked up by: no query or fragment, no repeated or trailing slash, decoded,
 * lower case; a full http(s) URL (the old site's) is cut to its path. Null: not a path or a URL.
 */
export function normaliseRedirectPath(raw: string): string | null {
  let value = raw.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let path = (value.split(/[?#]/)[0] ?? '').replace(/\/{2,}/g, '/');
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: looked up as written.
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.toLowerCase();
}

/** The site path a redirect's target names; null for another site's URL. */
export function redirectTargetPath(to: string): string | null {
  const value = to.trim();
  return value.startsWith('/') && !value.startsWith('//') ? normaliseRedirectPath(value) : null;
}

/** Folders the site answers itself, and its detail pages in either language. */
const SITE_PREFIXES = ['/api/', '/assets/', '/uploads/', '/__manifest', '/blog-details/', '/casos-de-exito/'];
const DETAIL = /^\/(es|en)\/(blog-details|casos-de-exito)\//;

/** Whether `path` (normalised) is an address the site answers itself: a page bare or in a language, or its folders. */
export function isSiteAddress(path: string, pagePaths: readonly string[]): boolean {
  if (path === '/' || DETAIL.test(path) || SITE_PREFIXES.some((p) => `${path}/`.startsWith(p))) return true;
  return pagePaths.some((page) => {
    const bare = page.toLowerCase();
    return [bare, `/es${bare === '/' ? '' : bare}`, `/en${bare === '/' ? '' : bare}`].includes(path);
  });
}

type RedirectCheck = { ok: true; from_path: string; to: string } | { ok: false; field: keyof RedirectFields; message: string };

/**
 * Checks one redirect against the others (every other redirect's latest values): the normalised
 * fields to store, or why it is refused: not a path, a target that is neither a site path nor an
 * http(s) URL, an address of the site itself, a duplicate, a loop (to itself), or a chain (its target
 * is redirected, or it is another redirect's target).
 */
export function checkRedirect(
  data: { from_path?: unknown; to?: unknown },
  others: readonly RedirectFields[],
  pagePaths: readonly string[],
): RedirectCheck {
  const from = typeof data.from_path === 'string' ? normaliseRedirectPath(data.from_path) : null;
  if (!from)
    return {
      ok: false,
      field: 'from_path',
      message: 'From path: write a path that starts with / (or paste a full http(s) address of the old site).',
    };
  const to = typeof data.to === 'string' ? data.to.trim() : '';
  const toPath = redirectTargetPath(to);
  if (!toPath && !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(to)) {
    return { ok: false, field: 'to', message: 'To: write a path of this site that starts with / or a full http(s) address.' };
  }
  if (isSiteAddress(from, pagePaths)) {
    return { ok: false, field: 'from_path', message: `From path ${from} is an address the site answers itself: it cannot be redirected.` };
  }
  if (toPath === from) return { ok: false, field: 'to', message: `This redirect sends ${from} to itself (a loop).` };
  for (const other of others) {
    const otherFrom = normaliseRedirectPath(other.from_path);
    if (otherFrom === from) return { ok: false, field: 'from_path', message: `Another redirect already sends ${from} on.` };
    if (toPath && otherFrom === toPath) {
      return { ok: false, field: 'to', message: `${to} is itself redirected (to ${other.to}): send ${from} straight there (no chains).` };
    }
    if (redirectTargetPath(other.to) === from) {
      return {
        ok: false,
        field: 'from_path',
        message: `Another redirect sends ${other.from_path} to ${from} (a chain): point that one at ${to} instead.`,
      };
    }
  }
  return { ok: true, from_path: from, to };
}
