/**
 * How the evaluations compare an answer's page with a label: the answer record's `page` (a site
 * address, language-prefixed) as a bare site path, then matched exactly, or by prefix for a label
 * ending in '*'.
 */

/**
 * An answer's page as a site path: no site address, no language prefix, no query, no trailing slash
 * (but the home page's), its anchor kept (an editors' pair's link is what the editor typed).
 */
export function pagePath(page: string | null): string | null {
  if (!page) return null;
  let path = page;
  try {
    const url = new URL(page, 'http://site.invalid');
    path = `${url.pathname}${url.hash}`;
  } catch {
    return null;
  }
  path = path.replace(/^\/(es|en)(?=\/|#|$)/, '') || '/';
  if (path.startsWith('#')) path = `/${path}`;
  // "/#contacto" keeps its slash: it is the home page's anchor.
  return path.replace(/(?<=[^/])\/(?=#|$)/, '');
}

/** A label's page (or one of its pages) matched by an answer's page, exactly (anchors too); '*' ends a prefix. */
export function samePage(label: string | string[], page: string | null): boolean {
  const path = pagePath(page);
  if (!path) return false;
  return (Array.isArray(label) ? label : [label]).some((l) => (l.endsWith('*') ? path.startsWith(l.slice(0, -1)) : path === l));
}
