/**
 * The CMS's part of the site's first-party measurement (docs/decisions/0041):
 * - `POST /api/site-analytics/events`: a batch of events from a site server, authorised by the site
 *   server's API token (SITE_API_TOKEN), stored in one statement per 40 events, each event once;
 * - `GET /api/site-analytics/salt?day=`: the day's salt of the visitor hash, the same for every site
 *   server (same token; only yesterday, today or tomorrow by this server's clock);
 * - `GET /site-analytics/summary?from=&to=` (admin API: a signed-in admin user): the dashboard's figures;
 * - `POST /site-analytics/pair` (admin API: an admin user who may edit the chat-bot entry): an
 *   unanswered question made a draft question-and-answer pair (pairs.ts; docs/decisions/0045);
 * - every hour: yesterday's (and any earlier unrolled day's) daily aggregates, and raw events past
 *   ANALYTICS_RETENTION_DAYS deleted.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { secret } from '../../config/secrets';
import { addDraftPair, CHAT_BOT_UID, pairQuestion } from './pairs';
import { daySalt, ensureTables, insertEvents, rollUpAndPurge, type StoredEvent, storedEvent } from './store';
import { parseRange, summary } from './summary';

/** At most this many events in one batch (the site servers send up to 500). */
const MAX_BATCH = 1000;
const HOUR = 60 * 60 * 1000;

interface Ctx {
  request: { headers: Record<string, string | string[] | undefined>; body?: unknown };
  query: Record<string, unknown>;
  state?: { userAbility?: { can: (action: string, subject?: string) => boolean } };
  status: number;
  body: unknown;
  set(field: string, value: string): void;
}

/** A site server may ask for the salt of a day at most this far from the CMS's own (clocks differ a little). */
const SALT_DAYS_AROUND = 1;

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

export async function registerAnalytics(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await ensureTables(knex);

  strapi.server.routes({
    type: 'content-api',
    routes: [
      {
        method: 'POST',
        path: '/site-analytics/events',
        info: { apiName: 'site-analytics' },
        // The site server's token is checked by siteServerOnly (not by users-permissions: no content type, no action).
        config: { auth: false },
        handler: siteServerOnly(async (ctx: Ctx) => {
          const list = (ctx.request.body as { events?: unknown } | undefined)?.events;
          if (!Array.isArray(list) || list.length > MAX_BATCH) {
            ctx.status = 400;
            ctx.body = { error: { status: 400, message: `Send { events: [...] } with at most ${MAX_BATCH} events` } };
            return;
          }
          const events = list.map(storedEvent).filter((e): e is StoredEvent => e !== null);
          const stored = await insertEvents(knex, events);
          ctx.body = { data: { received: list.length, valid: events.length, stored } };
        }),
      },
      {
        method: 'GET',
        path: '/site-analytics/salt',
        info: { apiName: 'site-analytics' },
        config: { auth: false },
        handler: siteServerOnly(async (ctx: Ctx) => {
          const day = typeof ctx.query.day === 'string' ? ctx.query.day : '';
          const at = Date.parse(`${day}T12:00:00Z`);
          const near = /^\d{4}-\d{2}-\d{2}$/.test(day) && Math.abs(at - Date.now()) < (SALT_DAYS_AROUND * 24 + 12) * HOUR;
          if (!near) {
            ctx.status = 400;
            ctx.body = { error: { status: 400, message: 'Give day as YYYY-MM-DD: yesterday, today or tomorrow (UTC)' } };
            return;
          }
          ctx.set('cache-control', 'no-store');
          ctx.body = { data: { day, salt: await daySalt(knex, day) } };
        }),
      },
    ],
  });

  strapi.server.routes({
    type: 'admin',
    prefix: '/site-analytics',
    routes: [
      {
        method: 'GET',
        path: '/summary',
        info: { pluginName: 'site-analytics' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx: Ctx) => {
          const range = parseRange(ctx.query.from, ctx.query.to);
          if (!range) {
            ctx.status = 400;
            ctx.body = { error: { status: 400, message: 'Give from and to as YYYY-MM-DD (from ≤ to, under 1000 days)' } };
            return;
          }
          ctx.body = { data: await summary(knex, range.from, range.to) };
        },
      },
      {
        method: 'POST',
        path: '/pair',
        info: { pluginName: 'site-analytics' },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx: Ctx) => {
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
      },
    ],
  });

  const run = () =>
    rollUpAndPurge(knex).then(
      ({ days, purged }) => {
        if (days || purged) strapi.log.info(`[analytics] rolled up ${days} day(s); deleted ${purged} raw event(s) past the retention`);
      },
      (error: unknown) => strapi.log.error(`[analytics] roll-up failed: ${String(error)}`),
    );
  void run();
  setInterval(run, HOUR).unref();
}
