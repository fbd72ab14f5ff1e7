/**
 * The plugin's controller: the CMS's part of the site's first-party measurement (docs/decisions/0041,
 * 0094; the routes are index.ts's):
 * - `POST /api/site-analytics/events`: a batch of events from a site server, authorised by the site
 *   server's API token (SITE_API_TOKEN), stored in one statement per 40 events, each event once;
 * - `GET /api/site-analytics/salt`: today's salt of the visitor hash (today in the firm's time zone),
 *   the same for every site server, with the instant the day ends (same token; `?day=` asks for
 *   yesterday's, today's or tomorrow's);
 * - `GET /site-analytics/summary?preset=|from=&to=&lang=&page=&campaign=&source=&channel=` (admin API:
 *   a signed-in admin user): the dashboard's figures (summary.ts; docs/decisions/0090);
 * - `POST /site-analytics/pair` (admin API: an admin user who may edit the chat-bot entry): an
 *   unanswered question made a draft question-and-answer pair (pairs.ts; docs/decisions/0045);
 * - `rollUp`, the job Strapi's cron runs every hour (index.ts): yesterday's (and any earlier unrolled
 *   day's) daily aggregates, and raw events past ANALYTICS_RETENTION_DAYS deleted.
 * Days are the firm's (firm settings' time zone, docs/decisions/0088).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { secret } from '../../../../../config/secrets';
import { inAdminLanguage } from '../../../../admin-language';
import { firmTimeZone } from '../../../../firm/settings';
import { addDraftPair, CHAT_BOT_UID, pairQuestion } from './pairs';
import { daySalt, insertEvents, rollUpAndPurge, type StoredEvent, storedEvent } from './store';
import { PRESETS, type Preset } from './shared';
import { type PeopleLookup, parseFilters, parseRange, presetRange, summary } from './summary';
import { addDays, dayIn, dayStart } from './zone';

/** At most this many events in one batch (the site servers send up to 500). */
const MAX_BATCH = 1000;

const RANGE_ERROR_EN =
  'Give a period as preset (today, yesterday, 7d, 30d, month, lastmonth) or from and to as YYYY-MM-DD (from ≤ to, under 1000 days); filters: lang es or en, channel one of direct, search, social, email, referral, paid, other.';
const RANGE_ERROR_ES =
  'Indique el periodo con preset (today, yesterday, 7d, 30d, month, lastmonth) o con from y to como AAAA-MM-DD (from ≤ to, menos de 1000 días); filtros: lang es o en, channel uno de direct, search, social, email, referral, paid, other.';

export interface Ctx {
  request: { headers: Record<string, string | string[] | undefined>; body?: unknown };
  query: Record<string, unknown>;
  state?: { userAbility?: { can: (action: string, subject?: string) => boolean } };
  status: number;
  body: unknown;
  set(field: string, value: string): void;
}

/** The submissions the dashboard counts people over (by their e-mail address, case-insensitive). */
const SUBMISSION_TYPES = ['api::contact.contact', 'api::lead.lead', 'api::download-request.download-request'] as const;

/** The e-mail addresses of stored submissions (lower case), by submission id, read from the inbox's tables. */
function peopleOf(strapi: Core.Strapi): PeopleLookup {
  return async (ids) => {
    const out = new Map<string, string>();
    for (const uid of SUBMISSION_TYPES) {
      const table = strapi.getModel(uid)?.collectionName;
      if (!table) continue;
      for (let i = 0; i < ids.length; i += 500) {
        const rows = (await strapi.db
          .connection(table)
          .whereIn('submission_id', ids.slice(i, i + 500))
          .select('submission_id', 'email')) as Array<{ submission_id: string; email: string | null }>;
        for (const r of rows) if (r.email) out.set(r.submission_id, r.email.trim().toLowerCase());
      }
    }
    return out;
  };
}

/** The firm's zone, read again at most every 30 s (each batch of events is filed under its days). */
function zoneReader(strapi: Core.Strapi): () => Promise<string> {
  let cached: { zone: string; until: number } | null = null;
  return async () => {
    if (!cached || Date.now() >= cached.until) cached = { zone: await firmTimeZone(strapi), until: Date.now() + 30_000 };
    return cached.zone;
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function fromSiteServer(ctx: Ctx): boolean {
  const header = ctx.request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  return given !== '' && timingSafeEqual(digest(given), digest(secret('SITE_API_TOKEN')));
}

/** A route handler that answers only the site servers (their CMS token); anyone else gets a 401. */
function siteServerOnly(handler: (ctx: Ctx) => Promise<void>): (ctx: Ctx) => Promise<void> {
  return async (ctx) => {
    if (!fromSiteServer(ctx)) {
      ctx.status = 401;
      ctx.body = { error: { status: 401, message: 'Missing or invalid site server token' } };
      return;
    }
    await handler(ctx);
  };
}

/** The measurement's handlers and its roll-up job, over Strapi's database connection. */
export function analyticsController(strapi: Core.Strapi) {
  // Read when a request comes (the database is connected by then, not when Strapi makes the controller).
  const knex = () => strapi.db.connection;
  const zone = zoneReader(strapi);
  return {
    events: siteServerOnly(async (ctx: Ctx) => {
      const list = (ctx.request.body as { events?: unknown } | undefined)?.events;
      if (!Array.isArray(list) || list.length > MAX_BATCH) {
        ctx.status = 400;
        ctx.body = { error: { status: 400, message: `Send { events: [...] } with at most ${MAX_BATCH} events` } };
        return;
      }
      const timeZone = await zone();
      const events = list.map((e) => storedEvent(e, timeZone)).filter((e): e is StoredEvent => e !== null);
      const stored = await insertEvents(knex(), events);
      ctx.body = { data: { received: list.length, valid: events.length, stored } };
    }),

    salt: siteServerOnly(async (ctx: Ctx) => {
      const timeZone = await zone();
      const today = dayIn(Date.now(), timeZone);
      const day = typeof ctx.query.day === 'string' && ctx.query.day ? ctx.query.day : today;
      if (![addDays(today, -1), today, addDays(today, 1)].includes(day)) {
        ctx.status = 400;
        ctx.body = { error: { status: 400, message: `Give day as YYYY-MM-DD: yesterday, today or tomorrow (${timeZone})` } };
        return;
      }
      ctx.set('cache-control', 'no-store');
      // Until when a site server may use it: the end of that day in the firm's zone.
      const until = dayStart(addDays(day, 1), timeZone);
      ctx.body = { data: { day, salt: await daySalt(knex(), day, timeZone), until, timeZone } };
    }),

    async summary(ctx: Ctx) {
      const timeZone = await firmTimeZone(strapi);
      const preset = ctx.query.preset;
      const range =
        typeof preset === 'string' && preset
          ? (PRESETS as readonly string[]).includes(preset)
            ? presetRange(preset as Preset, timeZone)
            : null
          : parseRange(ctx.query.from, ctx.query.to);
      const filters = parseFilters(ctx.query);
      if (!range || !filters) {
        ctx.status = 400;
        ctx.body = {
          error: {
            status: 400,
            message: inAdminLanguage(strapi, (lang) => (lang === 'es' ? RANGE_ERROR_ES : RANGE_ERROR_EN)),
          },
        };
        return;
      }
      ctx.set('cache-control', 'no-store');
      ctx.body = { data: await summary(knex(), { ...range, timeZone, filters, people: peopleOf(strapi) }) };
    },

    async pair(ctx: Ctx) {
      const ability = ctx.state?.userAbility;
      if (!ability?.can('plugin::content-manager.explorer.update', CHAT_BOT_UID)) {
        ctx.status = 403;
        ctx.body = { error: { status: 403, message: 'You may not edit the chat bot entry' } };
        return;
      }
      const body = (ctx.request.body ?? {}) as { question?: unknown; lang?: unknown };
      const question = typeof body.question === 'string' ? pairQuestion(body.question) : '';
      if (!question || (body.lang !== 'es' && body.lang !== 'en')) {
        ctx.status = 400;
        ctx.body = { error: { status: 400, message: 'Give the question (text) and its lang (es or en)' } };
        return;
      }
      const result = await addDraftPair(strapi, question, body.lang);
      ctx.status = result.created ? 201 : 200;
      ctx.body = { data: { ...result, uid: CHAT_BOT_UID } };
    },

    /**
     * The roll-up and the retention (store.ts's rollUpAndPurge): safe to run from every CMS instance
     * at once, each finished day is rolled up by the one instance that claims it.
     */
    async rollUp(): Promise<{ days: number; purged: number } | null> {
      try {
        const result = await rollUpAndPurge(knex(), await zone());
        if (result.days || result.purged)
          strapi.log.info(`[analytics] rolled up ${result.days} day(s); deleted ${result.purged} raw event(s) past the retention`);
        return result;
      } catch (error) {
        strapi.log.error(`[analytics] roll-up failed: ${String(error)}`);
        return null;
      }
    },
  };
}
