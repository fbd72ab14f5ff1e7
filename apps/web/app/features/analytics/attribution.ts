/**
 * Where a lead came from (ARCHITECTURE, principles: "Marketing knows where a lead came from";
 * docs/decisions/0011): the first page of the visit (path and query), the external referrer, the
 * campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content), and the page
 * the form was sent from. No cookie: the page's script keeps the visit in session storage
 * (features/analytics/visit.ts) and sends it with every form; the server validates it again
 * (attribution.server.ts) and, for a form posted without scripts, uses what the post shows (its
 * Referer: the page it was sent from, with that page's utm_*).
 *
 * Pure functions, no browser or server API: both sides use them.
 */
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS, type AttributionField, UTM_KEYS } from '@site/content/attribution';

export { ATTRIBUTION_FIELDS, UTM_KEYS };

export type Attribution = Record<AttributionField, string>;

export const EMPTY_ATTRIBUTION: Readonly<Attribution> = Object.freeze({
  landing_page: '',
  sending_page: '',
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to drop control characters.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A value as stored: control characters removed, trimmed, cut to its limit (whole code points). */
function clean(value: string, max: number): string {
  const text = value.replace(CONTROL, '').trim();
  const points = Array.from(text);
  return points.length > max ? points.slice(0, max).join('') : text;
}

/** Whether a host ("example.com:8080") is one of `own` (host names, with or without port). */
function isOwnHost(url: URL, own: readonly string[]): boolean {
  const hosts = own.map((h) => h.toLowerCase()).filter(Boolean);
  return hosts.includes(url.host.toLowerCase()) || hosts.includes(url.hostname.toLowerCase());
}

/**
 * A referrer is another site's http(s) address: anything else (this site's own pages, android-app:,
 * data:, garbage) is dropped. `ownHosts`: this site's host names.
 */
function externalReferrer(value: string, ownHosts: readonly string[]): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return isOwnHost(url, ownHosts) ? '' : url.href;
  } catch {
    return '';
  }
}

/** A page is a path on this site ("/…"), never an address of another one ("//evil"). */
function sitePath(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? value : '';
}

/**
 * Query parameters that are not part of the page: React Router's `index` marker of an index route's
 * action, and the `sent` notice of a form posted without scripts.
 */
const NOT_THE_PAGE = ['index', 'sent'];

/** A page's path and query as recorded (the query as written, `index` and `sent` removed). */
export function pageOf(url: URL): string {
  const query = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !NOT_THE_PAGE.includes(part.split('=')[0] ?? ''))
    .join('&');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Validates and caps every value of an attribution; unknown keys and non-strings are ignored.
 * Pages must be paths of this site; the referrer must be another site's address.
 */
export function normalizeAttribution(input: Partial<Record<string, unknown>>, ownHosts: readonly string[]): Attribution {
  const out: Attribution = { ...EMPTY_ATTRIBUTION };
  for (const key of ATTRIBUTION_FIELDS) {
    const raw = input[key];
    if (typeof raw !== 'string') continue;
    const max = ATTRIBUTION_LIMITS[key];
    const value = clean(raw, max);
    if (key === 'landing_page' || key === 'sending_page') out[key] = sitePath(value);
    // The address as the URL parser writes it (escaped: longer) is cut again, never mid-escape.
    else if (key === 'referrer') out[key] = clean(externalReferrer(value, ownHosts), max).replace(/%[0-9A-Fa-f]?$/, '');
    else out[key] = value;
  }
  return out;
}

/** The utm_* parameters of a page's address ('' for those it does not carry). */
export function campaignOf(url: URL): Pick<Attribution, (typeof UTM_KEYS)[number]> {
  const out = { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };
  for (const key of UTM_KEYS) out[key] = url.searchParams.get(key) ?? '';
  return out;
}

/**
 * The attribution of a visit's first page: its path and query, its utm_* parameters, and the
 * referrer when it is another site's (a link inside the site is not where the visit came from).
 */
export function attributionOfLanding(url: URL, referrer: string | null | undefined, ownHosts: readonly string[]): Attribution {
  return normalizeAttribution({ landing_page: pageOf(url), referrer: referrer ?? '', ...campaignOf(url) }, ownHosts);
}

/** Whether a visit was captured (the page's script sent where it came from). */
export function hasVisit(a: Attribution): boolean {
  return ATTRIBUTION_FIELDS.some((k) => k !== 'sending_page' && a[k] !== '');
}
