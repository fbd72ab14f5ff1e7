/**
 * Where a visit came from (ARCHITECTURE, principles: "Marketing knows where a lead came from"; docs/decisions/0011):
 * the first page of the visit (path and query), the external referrer and the campaign parameters
 * (utm_source, utm_medium, utm_campaign, utm_term, utm_content).
 *
 * Captured on the server, so it works without JavaScript: the first document request of a visit
 * that carries no attribution cookie gets one (a first-party session cookie: HttpOnly, SameSite=Lax,
 * Secure over https; values validated and length-capped), and the form endpoints read it back from
 * the submission's Cookie header (`attributionFromRequest`). Pure functions, no site imports: the
 * Express server (server.ts) uses them too.
 */

export const ATTRIBUTION_COOKIE = 'nx_attribution';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface Attribution {
  /** The first page of the visit: path and query ("/servicio-sap?utm_source=…"). */
  landing_page: string;
  /** The page of another site that linked to it (empty when typed, bookmarked or internal). */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

export const EMPTY_ATTRIBUTION: Readonly<Attribution> = Object.freeze({
  landing_page: '',
  referrer: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
});

/** Characters kept per value (the CMS fields' maxLength: 500 for the addresses, 100 for utm_*). */
export const ATTRIBUTION_LIMITS: Readonly<Record<keyof Attribution, number>> = Object.freeze({
  landing_page: 500,
  referrer: 500,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
});

/** The whole cookie value stays well under the 4 KB browsers keep per cookie. */
export const ATTRIBUTION_COOKIE_MAX = 2500;

const KEYS = Object.keys(ATTRIBUTION_LIMITS) as Array<keyof Attribution>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to drop control characters.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A value as stored: control characters removed, trimmed, cut to its limit (whole code points). */
function clean(value: string, max: number): string {
  const text = value.replace(CONTROL, '').trim();
  const points = Array.from(text);
  return points.length > max ? points.slice(0, max).join('') : text;
}

/** Only http(s) addresses are referrers; anything else (android-app:, data:, garbage) is dropped. */
function validReferrer(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** A landing page is a path on this site ("/…"), never an address of another one ("//evil"). */
function validLanding(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? value : '';
}

/** Validates and caps every value of an attribution; unknown keys are ignored. */
export function normalizeAttribution(input: Partial<Record<string, unknown>>): Attribution {
  const out: Attribution = { ...EMPTY_ATTRIBUTION };
  for (const key of KEYS) {
    const raw = input[key];
    if (typeof raw !== 'string') continue;
    let value = clean(raw, ATTRIBUTION_LIMITS[key]);
    if (key === 'landing_page') value = validLanding(value);
    else if (key === 'referrer') value = validReferrer(value);
    out[key] = value;
  }
  return out;
}

export function isEmptyAttribution(a: Attribution): boolean {
  return KEYS.every((k) => a[k] === '');
}

/**
 * The attribution of a visit's first page: its path and query, its utm_* parameters, and the
 * Referer when it is another site's (a link inside the site is not where the visit came from).
 * `ownHosts` are this site's host names (the request's Host, SITE_URL's host).
 */
export function attributionFromLanding(url: URL, referer: string | null | undefined, ownHosts: readonly string[]): Attribution {
  let referrer = '';
  if (referer) {
    try {
      const from = new URL(referer);
      const own = ownHosts.map((h) => h.toLowerCase()).filter(Boolean);
      if (!own.includes(from.host.toLowerCase()) && !own.includes(from.hostname.toLowerCase())) referrer = from.href;
    } catch {
      // not an address: no referrer
    }
  }
  const input: Record<string, string> = { landing_page: `${url.pathname}${url.search}`, referrer };
  for (const key of UTM_KEYS) input[key] = url.searchParams.get(key) ?? '';
  return normalizeAttribution(input);
}

/**
 * The cookie value: the non-empty values as a URL query string (cookie-safe: `%`-escaped, no `;`,
 * `,`, spaces or quotes). When over ATTRIBUTION_COOKIE_MAX (long non-Latin values triple when
 * escaped) the addresses are shortened until it fits.
 */
export function serializeAttribution(a: Attribution): string {
  const encode = (x: Attribution) => {
    const params = new URLSearchParams();
    for (const key of KEYS) if (x[key]) params.set(key, x[key]);
    // URLSearchParams writes a space as "+"; "%20" keeps the value unambiguous for any reader.
    return params.toString().replace(/\+/g, '%20');
  };
  const current = { ...a };
  let value = encode(current);
  while (value.length > ATTRIBUTION_COOKIE_MAX) {
    const longest = KEYS.reduce((l, k) => (current[k].length > current[l].length ? k : l), KEYS[0] as keyof Attribution);
    const points = Array.from(current[longest]);
    current[longest] = points.slice(0, Math.floor(points.length / 2)).join('');
    value = encode(current);
  }
  return value;
}

/** The attribution a cookie value holds (validated and capped again: the browser may send anything). */
export function parseAttribution(value: string | null | undefined): Attribution | null {
  if (!value || value.length > ATTRIBUTION_COOKIE_MAX * 2) return null;
  try {
    const params = new URLSearchParams(value);
    const input: Record<string, string> = {};
    for (const [k, v] of params) if (!(k in input)) input[k] = v;
    return normalizeAttribution(input);
  } catch {
    return null;
  }
}

/** A cookie's raw value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Whether the request already carries an attribution cookie. */
export function hasAttributionCookie(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, ATTRIBUTION_COOKIE) !== null;
}

/** The Set-Cookie header of an attribution: a session cookie (no expiry) for the whole site. */
export function attributionSetCookie(a: Attribution, secure: boolean): string {
  return `${ATTRIBUTION_COOKIE}=${serializeAttribution(a)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Paths that are never a visit's landing page: build assets, media, endpoints, data requests. */
const NOT_PAGES = /^\/(?:assets|uploads|api|healthz|readyz|robots\.txt|sitemap\.xml|favicon)(?:[/.?]|$)/;

/**
 * Whether a request is a page view that should record where the visit came from: a GET for an HTML
 * document (not an asset, media, endpoint or React Router `.data` request) without the cookie yet.
 */
export function needsAttribution(
  method: string,
  path: string,
  accept: string | null | undefined,
  cookieHeader: string | null | undefined,
): boolean {
  if (method !== 'GET') return false;
  if (NOT_PAGES.test(path) || path.endsWith('.data')) return false;
  if (!accept?.includes('text/html')) return false;
  return !hasAttributionCookie(cookieHeader);
}

/** The attribution of a submission: the visit's cookie, or empty values when it has none. */
export function attributionFromRequest(request: Request): Attribution {
  return parseAttribution(readCookie(request.headers.get('cookie'), ATTRIBUTION_COOKIE)) ?? { ...EMPTY_ATTRIBUTION };
}
