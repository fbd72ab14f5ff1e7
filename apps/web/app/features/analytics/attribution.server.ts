/**
 * The attribution of a submission, on the server (docs/decisions/0011): what the form sent (the
 * visit its page's script kept in session storage, and the page it was sent from), validated again
 * (the browser may send anything), completed with what the request itself shows when the script
 * did not run (a form posted before or without JavaScript): its Referer is the page the form was sent
 * from, whose utm_* parameters are the campaign. No cookie is read or set.
 */
import { type Attribution, attributionOfLanding, campaignOf, hasVisit, normalizeAttribution, UTM_KEYS } from './attribution';

export type { Attribution } from './attribution';

/** This site's host names: the request's own, and SITE_URL's. */
export function ownHosts(request: Request, siteUrl: string | undefined): string[] {
  const hosts = [new URL(request.url).host];
  try {
    if (siteUrl) hosts.push(new URL(siteUrl).host);
  } catch {
    // no SITE_URL host
  }
  return hosts;
}

/** The page of this site a request's Referer names (path and query), or null. */
function refererPage(referer: string | null, own: readonly string[]): URL | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const hosts = own.map((h) => h.toLowerCase());
    return hosts.includes(url.host.toLowerCase()) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The attribution stored with a submission. `posted`: the attribution fields the form sent (JSON or
 * hidden fields; any may be missing); `referer`: the request's Referer; `own`: this site's hosts.
 * - Every value validated and capped; a referrer of this site's own is dropped.
 * - The sending page: the posted one, else the Referer when it is a page of this site.
 * - Without a posted visit (no script ran): the campaign (utm_*) of the sending page; the landing
 *   page and the external referrer of the visit stay unknown (empty).
 */
export function submissionAttribution(
  posted: Partial<Record<string, unknown>>,
  referer: string | null,
  own: readonly string[],
): Attribution {
  const a = normalizeAttribution(posted, own);
  const from = refererPage(referer, own);
  if (!a.sending_page && from) a.sending_page = attributionOfLanding(from, null, own).landing_page;
  if (!hasVisit(a) && a.sending_page) {
    const campaign = normalizeAttribution(campaignOf(new URL(a.sending_page, 'http://site.invalid')), own);
    for (const key of UTM_KEYS) a[key] = campaign[key];
  }
  return a;
}
