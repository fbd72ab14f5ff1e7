/**
 * What the page's beacon may send to `POST /api/events` (docs/decisions/0041), checked by the site
 * server with this zod schema: page views, the chat being opened and field vitals, at most
 * MAX_EVENTS a request. Conversions (contact, lead, document, chat answers) are never taken from
 * the browser: the server records them where it handles them.
 */
import { EVENT_TEXT_FIELDS } from '@site/content/analytics-event';
import { z } from 'zod';

const MAX_EVENTS = 10;
const LANGS = ['es', 'en'] as const;
const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** A path of this site (no query, no fragment, no scheme). */
const path = z
  .string()
  .max(EVENT_TEXT_FIELDS.page)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%!$&'()*+,;=:@]*$/);
const host = z
  .string()
  .max(EVENT_TEXT_FIELDS.referrer)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i);
const utmValue = z.string().max(EVENT_TEXT_FIELDS.utm_campaign);
const utm = z.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }).partial().strict();

/** Where the visit came from (its first page, external referrer and campaign), and the viewport width. */
const visit = {
  page: path,
  lang: z.enum(LANGS),
  ref: host.optional(),
  landing: path.optional(),
  utm: utm.optional(),
  w: z.number().int().min(0).max(20_000),
};

const beaconEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pageview'), entry: z.boolean().optional(), ...visit }).strict(),
  z.object({ type: z.literal('chat_open'), ...visit }).strict(),
  z
    .object({
      type: z.literal('vital'),
      ...visit,
      metric: z.enum(VITAL_METRICS),
      value: z.number().min(0).max(600_000),
      rating: z.enum(RATINGS),
    })
    .strict(),
]);
export type BeaconEvent = z.infer<typeof beaconEvent>;

export const beaconPayload = z.object({ events: z.array(beaconEvent).min(1).max(MAX_EVENTS) }).strict();

/** The device class of a viewport width (CSS pixels). */
export function deviceOf(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

/**
 * The device class of a request with no viewport (a form's submission, counted on the server): the
 * browser's own client hint (`Sec-CH-UA-Mobile`, sent by Chromium-based browsers) when it says mobile,
 * else the words phones and tablets put in their user agent ("Mobi", "iPhone"; "iPad", "Tablet", an
 * Android without "Mobile"). An iPad asking for desktop sites reads as a Mac: desktop, as its page
 * views of the same width would mostly say.
 */
export function deviceOfAgent(headers: Headers): 'mobile' | 'tablet' | 'desktop' {
  const ua = headers.get('user-agent') ?? '';
  const mobileHint = headers.get('sec-ch-ua-mobile') === '?1';
  // An iPad's Safari says "Mobile/…" too: the tablet's words first.
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobi/i.test(ua) && !mobileHint)) return 'tablet';
  if (mobileHint || /Mobi|iPhone|iPod/i.test(ua)) return 'mobile';
  return 'desktop';
}
