/**
 * The site's first-party measurement, server side (docs/decisions/0041; README "Measurement"):
 * - `POST /api/events` (the page's beacon): the site's own origin only, `Sec-GPC: 1` / `DNT: 1` and
 *   known bots not recorded, a rate limit per client IP (the shared limiter), a small JSON body
 *   checked with the beacon's zod schema; each event gets the visitor's country (the bundled GeoIP
 *   database; the IP itself is never stored) and the day's visitor hash, and is queued for the CMS.
 * - `recordConversion` / `recordChatAnswer`: what the server itself saw (a contact, lead or document
 *   request stored; a chat question answered or not), with the page, language and campaign of the
 *   visit, under the same rules; except that every stored submission counts as a conversion: one from
 *   a visitor who opted out (or a bot's user agent) is counted without any visit data (`no_visit`,
 *   docs/decisions/0090), so the dashboard's leads are the inbox's.
 * ANALYTICS=off: nothing is recorded and the endpoint answers 404.
 */
import { randomUUID } from 'node:crypto';
import { createRateLimiter, type RateLimiter, sharedRedis } from '@site/server-kit';
import { isbot } from 'isbot';
import type { Attribution } from './attribution';
import { ownHosts } from './attribution.server';
import { clientIp } from '~server/http/client-ip.server';
import { env } from '~/config/env.server';
import { knownCountryOf } from '~server/http/geo.server';
import { fail, json } from '~server/http/http.server';
import { discardBody, readBody } from '~server/http/request-body.server';
import { blankEvent } from '@site/content/analytics-event';
import { type DropReason, enqueue, noteDropped, type OutgoingEvent } from './queue.server';
import { type BeaconEvent, beaconPayload, deviceOf, deviceOfAgent } from './schema';
import { visitorHash } from './visitor.server';
import type { AppLoadContext } from 'react-router';

/** A beacon's body is a few hundred bytes; ten vitals with a campaign stay under 4 KB. */
const BEACON_LIMIT_BYTES = 8 * 1024;

/** Whether measurement is on (ANALYTICS, default on). */
export function analyticsOn(): boolean {
  return env().ANALYTICS;
}

/** The visitor asked not to be tracked (Global Privacy Control or Do Not Track). */
function optedOut(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}

let created: RateLimiter | null = null;
/** Made on first use, from the configuration (checked at start). */
function limiter(): RateLimiter {
  if (!created) {
    const { ANALYTICS_RATE_LIMIT_MAX: points, ANALYTICS_RATE_LIMIT_WINDOW_SECONDS: durationSeconds, REDIS_URL } = env();
    created = createRateLimiter({ name: 'analytics', points, durationSeconds, redis: REDIS_URL ? sharedRedis(REDIS_URL) : null });
  }
  return created;
}

/** Refuses a request from another site: its `Origin` or `Sec-Fetch-Site` says so. */
function foreign(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return !ownHosts(request, env().SITE_URL).includes(new URL(origin).host);
  } catch {
    return true;
  }
}

/** Answered 204 and counted by reason; the header says why (docs/decisions/0090). */
const NOT_RECORDED = (reason: DropReason) => {
  noteDropped(reason);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', 'x-not-recorded': reason } });
};

/** `POST /api/events`. */
export async function collect(request: Request, context: AppLoadContext): Promise<Response> {
  if (!analyticsOn()) {
    await discardBody(request);
    return fail(404, 'Measurement is switched off');
  }
  if (request.method !== 'POST') return fail(405, 'Method not allowed: use POST with a JSON body', {}, { allow: 'POST' });
  if (foreign(request)) {
    await discardBody(request);
    return fail(403, 'Events are taken from this site’s own pages only');
  }
  const userAgent = request.headers.get('user-agent') ?? '';
  if (optedOut(request.headers) || isbot(userAgent)) {
    await discardBody(request);
    return NOT_RECORDED(optedOut(request.headers) ? 'opted_out' : 'bot');
  }
  const ip = clientIp(context);
  const limit = await limiter().consume(`events:${ip ?? 'unknown'}`);
  if (!limit.ok) {
    noteDropped('rate_limited');
    await discardBody(request);
    return fail(429, 'Too many events: please wait', { retryAfter: limit.retryAfter }, { 'retry-after': String(limit.retryAfter) });
  }
  // sendBeacon may send a Blob's JSON as text/plain.
  const body = await readBody(request, { limit: BEACON_LIMIT_BYTES, types: ['application/json', 'text/plain'] });
  if (!body.ok) {
    noteDropped('invalid');
    const message = { 415: 'Send JSON', 413: `The body is larger than ${BEACON_LIMIT_BYTES} bytes`, 400: 'Empty body' }[body.status];
    return fail(body.status, message);
  }
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    noteDropped('invalid');
    return fail(400, 'Malformed JSON body');
  }
  const parsed = beaconPayload.safeParse(value);
  if (!parsed.success) {
    noteDropped('invalid');
    return fail(400, 'Invalid events', { issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) });
  }
  const now = Date.now();
  const common = { country: ip ? knownCountryOf(ip) : '', visitor: await visitorHash(ip, userAgent, now) };
  enqueue(parsed.data.events.map((e) => fromBeacon(e, now, common)));
  return json({ ok: true, accepted: parsed.data.events.length }, 202);
}

function fromBeacon(e: BeaconEvent, at: number, common: { country: string; visitor: string }): OutgoingEvent {
  return {
    ...blankEvent(),
    event_id: randomUUID(),
    at,
    type: e.type,
    page: e.page,
    lang: e.lang,
    entry: e.type === 'pageview' && e.entry === true,
    referrer: e.ref ?? '',
    utm_source: e.utm?.source ?? '',
    utm_medium: e.utm?.medium ?? '',
    utm_campaign: e.utm?.campaign ?? '',
    utm_term: e.utm?.term ?? '',
    utm_content: e.utm?.content ?? '',
    landing: e.landing ?? '',
    device: deviceOf(e.w),
    ...common,
    ...(e.type === 'vital' ? { metric: e.metric, value: e.value, rating: e.rating } : {}),
  };
}

/** The path of a page address (`/es/nosotros?utm_…` → `/es/nosotros`), '' when there is none. */
function pathOf(page: string): string {
  return page.split(/[?#]/)[0] ?? '';
}

const langOf = (path: string): string => /^\/(es|en)(\/|$)/.exec(path)?.[1] ?? '';

function hostOf(address: string): string {
  try {
    return address ? new URL(address).host : '';
  } catch {
    return '';
  }
}

/** What a server-side event knows of the visit: the request (privacy signals, bots) and its attribution. */
export interface VisitContext {
  request: Request;
  context: AppLoadContext;
  attribution: Attribution;
}

const unmeasured = (request: Request) => optedOut(request.headers) || isbot(request.headers.get('user-agent') ?? '');

function fromVisit(type: OutgoingEvent['type'], { request, context, attribution }: VisitContext, detail: string): OutgoingEvent | null {
  if (!analyticsOn() || unmeasured(request)) return null;
  const page = pathOf(attribution.sending_page);
  const ip = clientIp(context);
  return {
    ...blankEvent(),
    event_id: randomUUID(),
    at: Date.now(),
    type,
    page,
    lang: langOf(page),
    referrer: hostOf(attribution.referrer),
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    utm_term: attribution.utm_term,
    utm_content: attribution.utm_content,
    landing: pathOf(attribution.landing_page),
    // No viewport on the server: the browser's own words (a lead's device, docs/decisions/0090).
    device: deviceOfAgent(request.headers),
    country: ip ? knownCountryOf(ip) : '',
    detail: detail.slice(0, 500),
  };
}

/**
 * A contact, lead or document request was stored (`submission`: its id in the inbox, by which the
 * dashboard finds the person; `detail`: the document's title). From a visitor who opted out of
 * measurement, it is counted with no visit data (no page, campaign, referrer or country).
 */
export function recordConversion(type: 'contact' | 'lead' | 'document', visit: VisitContext, submission: string, detail = ''): void {
  if (!analyticsOn()) return;
  const event: OutgoingEvent = fromVisit(type, visit, detail) ?? {
    ...blankEvent(),
    event_id: randomUUID(),
    at: Date.now(),
    type,
    detail: detail.slice(0, 500),
    no_visit: true,
  };
  enqueue([{ ...event, submission: submission.slice(0, 64) }]);
}

/** A chat question and whether the assistant answered it (`question`: personal data already removed). */
export function recordChatAnswer(answered: boolean, visit: VisitContext, question: string): void {
  const event = fromVisit(answered ? 'chat_answered' : 'chat_unanswered', visit, answered ? '' : question);
  if (event) enqueue([event]);
}
