/**
 * The visit's attribution in the browser (docs/decisions/0011): no cookie. On the visit's first page
 * view the page's script keeps, in session storage (this tab, until it is closed), the landing page,
 * the external referrer and the utm_* parameters; every form sends them, with the page it is sent
 * from, as JSON fields or hidden fields (features/forms/fields/AttributionFields.tsx).
 */
import { type Attribution, attributionOfLanding, normalizeAttribution, pageOf } from './attribution';

/** The session storage key of the visit's attribution (README, "Cookies and browser storage"). */
export const VISIT_STORAGE_KEY = 'visitAttribution';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps where the visit came from, once per visit (first touch wins; later pages keep it). Runs as
 * soon as the page has hydrated, and before any form reads it. A document reached from another page
 * of the site without a kept visit (a link followed before the first page's scripts ran, or opened
 * in a new tab) counts the page it came from as the landing page: its address and campaign are known
 * (the Referer of a page of the site is its whole address), the external referrer is not.
 */
export function captureVisit(): void {
  const s = storage();
  if (!s || s.getItem(VISIT_STORAGE_KEY) !== null) return;
  const here = new URL(window.location.href);
  const own = [here.host];
  let landing = here;
  let referrer = document.referrer;
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.host === here.host) {
      landing = from;
      referrer = '';
    }
  } catch {
    referrer = '';
  }
  const { sending_page: _, ...visit } = attributionOfLanding(landing, referrer, own);
  try {
    s.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or refused: the forms send what the server can see (the page they are on).
  }
}

/** What a form sends: the kept visit (validated) and the page it is sent from. */
export function visitAttribution(): Attribution {
  captureVisit();
  const here = new URL(window.location.href);
  let kept: Partial<Record<string, unknown>> = {};
  try {
    const raw = storage()?.getItem(VISIT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') kept = parsed as Partial<Record<string, unknown>>;
  } catch {
    kept = {};
  }
  return normalizeAttribution({ ...kept, sending_page: pageOf(here) }, [here.host]);
}
