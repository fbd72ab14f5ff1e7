/**
 * The measurement's event, declared once (docs/decisions/0041, 0090): its kinds and its fields with
 * their limits. The site server builds, checks and queues it (apps/web features/analytics: queue.server.ts,
 * schema.ts), the CMS stores it (its site-analytics plugin, apps/cms/src/plugins/site-analytics/server/src/
 * store.ts: the table's columns and caps come from here, through the copy `npm run gen:model` writes,
 * event-fields.ts beside it: the CMS imports no workspace package), and the dashboard reads the visit
 * fields named here.
 */

/** `dropped`: how many beacon events a site server did not record, by reason (`detail`), in `value`. */
export const EVENT_TYPES = [
  'pageview',
  'contact',
  'lead',
  'document',
  'chat_open',
  'chat_answered',
  'chat_unanswered',
  'vital',
  'dropped',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The id the site server gives each event (a UUID): at most this long. */
export const EVENT_ID_MAX = 40;

/** The text fields, each with its maximum length ('' when unknown). */
export const EVENT_TEXT_FIELDS = {
  /** The page's path. */
  page: 300,
  lang: 2,
  /** The visit's external referrer host. */
  referrer: 255,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
  /** The visit's landing page (a path). */
  landing: 300,
  /** mobile, tablet or desktop. */
  device: 8,
  /** ISO 3166 code. */
  country: 2,
  /** The day's visitor hash. */
  visitor: 32,
  /** A document's title, a chat question, a drop's reason. */
  detail: 500,
  metric: 8,
  rating: 20,
  /** A conversion's stored submission id. */
  submission: 64,
} as const;
export type EventTextField = keyof typeof EVENT_TEXT_FIELDS;

/** One event as a site server sends it to the CMS. */
export type AnalyticsEvent = {
  event_id: string;
  /** Milliseconds since the epoch (the site server's time of arrival). */
  at: number;
  type: EventType;
  /** A page view that starts a visit. */
  entry: boolean;
  /** A conversion of a visitor who opted out of measurement: counted, with no visit data. */
  no_visit: boolean;
  /** A vital's value, a drop's count. */
  value: number | null;
} & Record<EventTextField, string>;

/** An event's fields all empty: each kind of event fills in its own. */
export function blankEvent(): Omit<AnalyticsEvent, 'event_id' | 'at' | 'type'> {
  const text = Object.fromEntries(Object.keys(EVENT_TEXT_FIELDS).map((k) => [k, ''])) as Record<EventTextField, string>;
  return { ...text, entry: false, no_visit: false, value: null };
}
