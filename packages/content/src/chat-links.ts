/**
 * Links in the assistant's answers are the site's own pages only (docs/decisions/0040): a markdown
 * link to anything else keeps its label as plain text, and a bare web address outside the site is
 * removed. Applied to every answer, built-in or from a provider, before it reaches the visitor (the chat
 * service), and to a person's messages in the live hand-off (the site's proxy; docs/decisions/0092).
 */
import { barePath, HOME_ANCHORS, SITE_PAGES } from './pages';

const LINK = /\[([^[\]\n]{1,300})\]\(([^()\s]{1,1000})\)/g;
const BARE_URL = /<?\b(?:https?:\/\/|www\.)[^\s<>()[\]]*[^\s<>()[\].,;:!?]>?/gi;

const PAGE_PATHS = new Set<string>([
  ...Object.values(SITE_PAGES)
    .map((p) => p.path)
    .filter((p) => !p.includes(':')),
  ...Object.values(HOME_ANCHORS),
]);
/** The addressed entries: a blog post or a success case by its slug (or its id). */
const ENTRY_PATH = /^\/(?:blog-details|casos-de-exito)\/[a-z0-9][a-z0-9-]{0,159}$/i;

/** Whether an address is one of the site's pages (bare or at a language address, decision 0031). */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = barePath(href).replace(/\?[^#]*/, '');
  if (PAGE_PATHS.has(path)) return true;
  const page = path.split('#')[0];
  return PAGE_PATHS.has(page) || ENTRY_PATH.test(page);
}

/** The answer with only the site's own links left as links. */
export function keepSiteLinks(text: string): string {
  const links: string[] = [];
  // Keep the site's links aside while bare addresses are removed, so none is cut.
  const held = text.replace(LINK, (whole, label: string, href: string) => {
    if (!isSitePage(href)) return label;
    links.push(whole);
    return `\u0000${links.length - 1}\u0000`;
  });
  return (
    held
      .replace(BARE_URL, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL marks stand for the links kept aside above.
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => links[Number(i)])
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/ +([.,;:])/g, '$1')
      .trim()
  );
}
