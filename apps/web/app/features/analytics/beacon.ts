/**
 * The page's measurement beacon (docs/decisions/0041): loaded after the first paint (a chunk of its
 * own, imported by the shell once hydrated, decision 0028), it sends to the site's own
 * `POST /api/events`, with `navigator.sendBeacon` (or `fetch` with `keepalive`): each page view
 * (page, language, the visit's external referrer host, landing page and campaign, the viewport's
 * width for the device class), the chat being opened, and the page's Core Web Vitals when it is
 * hidden (./vitals.ts, a chunk of its own). No cookie, no storage of its own: the visit's source is
 * the one the forms already keep (sessionStorage `visitAttribution`, features/analytics/visit.ts, which keeps
 * it before it loads this chunk).
 * Kept under 2 KB gzip (scripts/beacon-budget.ts).
 */

const EVENTS_PATH = '/api/events';

type Lang = 'es' | 'en';
interface VisitFields {
  page: string;
  lang: Lang;
  ref?: string;
  landing?: string;
  utm?: Record<string, string>;
  w: number;
}
type Outgoing = (
  | { type: 'pageview'; entry?: boolean }
  | { type: 'chat_open' }
  | { type: 'vital'; metric: string; value: number; rating: string }
) &
  VisitFields;

const pending: Outgoing[] = [];
let started = false;
/** The session storage key of the visit's attribution (features/analytics/visit.ts keeps it before this chunk loads). */
let visitKey = '';

/** Posts events; true when the browser took them. */
function send(events: Outgoing[]): boolean {
  if (events.length === 0) return true;
  const body = JSON.stringify({ events: events.slice(0, 10) });
  try {
    if (navigator.sendBeacon?.(EVENTS_PATH, new Blob([body], { type: 'application/json' }))) return true;
  } catch {
    // Refused (e.g. over the browser's beacon quota): the fetch below.
  }
  fetch(EVENTS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
  return true;
}

const path = (s: string) => (s.split(/[?#]/)[0] ?? '').slice(0, 300);

/** What every event says of the page and the visit. */
function visitFields(): VisitFields {
  const page = path(location.pathname);
  const lang: Lang = /^\/en(\/|$)/.test(page) ? 'en' : 'es';
  const out: VisitFields = { page, lang, w: Math.min(20_000, Math.max(0, Math.round(innerWidth))) };
  let kept: Record<string, unknown> = {};
  try {
    kept = JSON.parse((visitKey && sessionStorage.getItem(visitKey)) || '{}') as Record<string, unknown>;
  } catch {
    // No storage: page and language only.
  }
  const str = (k: string) => (typeof kept[k] === 'string' ? (kept[k] as string) : '');
  try {
    if (str('referrer')) out.ref = new URL(str('referrer')).host;
  } catch {
    // Not an address.
  }
  if (str('landing_page')) out.landing = path(str('landing_page'));
  const utm: Record<string, string> = {};
  for (const k of ['source', 'medium', 'campaign', 'term', 'content']) if (str(`utm_${k}`)) utm[k] = str(`utm_${k}`).slice(0, 100);
  if (Object.keys(utm).length) out.utm = utm;
  return out;
}

/** Queues an event sent when the page is hidden (vitals; at once, batched, when it is hidden already). */
function later(event: Outgoing): void {
  pending.push(event);
  if (document.visibilityState === 'hidden' && pending.length === 1) queueMicrotask(flushPending);
}

function flushPending(): void {
  while (pending.length) send(pending.splice(0, 10));
}

/**
 * One page view (for each location the shell shows; `storageKey`: where the visit is kept; `entry`:
 * the visit's first page view in this tab, counted as a visit).
 */
export function pageView(storageKey: string, entry: boolean): void {
  visitKey = storageKey;
  const fields = visitFields();
  send([{ type: 'pageview', ...fields, ...(entry ? { entry: true } : {}) }]);
  if (started) return;
  started = true;
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPending();
  });
  addEventListener('pagehide', flushPending);
  // The chat launcher opening the panel (features/chat-widget: a button with aria-expanded).
  document.addEventListener(
    'click',
    (e) => {
      const fab = (e.target as Element | null)?.closest?.('button.chat-fab');
      if (fab && fab.getAttribute('aria-expanded') !== 'true') send([{ type: 'chat_open', ...visitFields() }]);
    },
    true,
  );
  import('./vitals').then(
    (v) => v.watchVitals(visitFields(), later),
    () => undefined,
  );
}
