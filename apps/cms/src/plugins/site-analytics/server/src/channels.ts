/**
 * Where a visit came from (docs/decisions/0090): its source (the campaign's `utm_source`, else the
 * referring site without `www.`, else none) and its channel group, the groups marketers read first
 * (as Plausible and GA4 group them): paid, e-mail, social, search, referral, direct. Data, not rules:
 * the lists below decide, in that order.
 */

export const CHANNELS = ['direct', 'search', 'social', 'email', 'referral', 'paid', 'other'] as const;
type Channel = (typeof CHANNELS)[number];

/** utm_medium values of paid traffic (cpc, ppc, paid-social, display…). */
const PAID_MEDIUMS = /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|retargeting|ads?)$/i;
const EMAIL_MEDIUMS = /^(e[-_ ]?mail|newsletter|mailing)$/i;
const EMAIL_SOURCES = /^(newsletter|mailchimp|brevo|sendgrid|hubspot[-_ ]?email|e[-_ ]?mail)$/i;
const SOCIAL_MEDIUMS = /^(social|social[-_ ]?(network|media)|sm|organic[-_ ]?social)$/i;
const SEARCH_MEDIUMS = /^(organic|seo)$/i;

/** Referring hosts by group (a host matches its name or any sub-domain of it). */
const SOCIAL_HOSTS = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  't.co',
  'twitter.com',
  'x.com',
  'youtube.com',
  'tiktok.com',
  'reddit.com',
  'pinterest.com',
  'whatsapp.com',
  'threads.net',
  'bsky.app',
];
const SEARCH_HOSTS = [
  'google.com',
  'google.com.mx',
  'google.es',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.com',
  'ecosia.org',
  'baidu.com',
  'yandex.ru',
  'yandex.com',
  'search.brave.com',
  'startpage.com',
];
const SOCIAL_SOURCES = /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|tiktok|reddit|whatsapp)$/i;
const SEARCH_SOURCES = /^(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|brave)$/i;

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
const under = (host: string, list: string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));
// Any Google country domain (google.de, google.co.uk…).
const isGoogle = (host: string) => /(^|\.)google\.[a-z.]{2,6}$/.test(host);

/** What an event knows of where its visit came from. */
interface Origin {
  referrer: string;
  utm_source: string;
  utm_medium: string;
}

/** The visit's source: utm_source as given, else the referring host without `www.`, '' for none. */
export function sourceOf(o: Origin): string {
  return o.utm_source.trim() || bare(o.referrer);
}

/** The visit's channel group. */
export function channelOf(o: Origin): Channel {
  const medium = o.utm_medium.trim();
  const source = o.utm_source.trim();
  const host = bare(o.referrer);
  if (PAID_MEDIUMS.test(medium)) return 'paid';
  if (EMAIL_MEDIUMS.test(medium) || EMAIL_SOURCES.test(source)) return 'email';
  if (SOCIAL_MEDIUMS.test(medium) || SOCIAL_SOURCES.test(source) || (host && under(host, SOCIAL_HOSTS))) return 'social';
  if (SEARCH_MEDIUMS.test(medium) || SEARCH_SOURCES.test(source) || (host && (under(host, SEARCH_HOSTS) || isGoogle(host))))
    return 'search';
  if (host) return 'referral';
  if (source || medium) return 'other';
  return 'direct';
}
