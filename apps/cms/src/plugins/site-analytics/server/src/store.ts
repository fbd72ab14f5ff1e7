/**
 * The site's first-party measurement in the CMS's own database (docs/decisions/0041): two tables of
 * their own, created here with the query builder Strapi already holds (Strapi's schema sync leaves
 * tables it did not create alone), not content types: the site servers write events in batches of
 * hundreds with one INSERT, which the Document Service (one entry, one document id, one transaction
 * at a time) could not take at thousands of events a second, and editors never edit them.
 *
 * - `site_analytics_events`: one row per event (page view, conversion, field vital), kept
 *   ANALYTICS_RETENTION_DAYS (default 396, about 13 months). No IP, no cookie id: the visitor column is
 *   a hash with a salt that changes every day and is never stored (site: features/analytics/visitor.server.ts).
 * - `site_analytics_daily`: per day, the counts of every (kind, page, language, source) and each
 *   vital's p75 and good / needs-improvement / poor counts, kept for good.
 * - `site_analytics_rolled`: the days rolled up, one row each: the claim an instance takes on a day
 *   before it writes the day's aggregates, so that two CMS instances on one database never both do.
 * - `site_analytics_salts`: the random salt of the visitor hash for today and yesterday, one per day
 *   of the firm's time zone, so that every site server hashes a visitor alike (`daySalt`); older ones
 *   are deleted, and with them any way to trace a hash back to an address.
 *
 * Days are the firm's (its time zone, docs/decisions/0088 and 0090): an event is filed under the day
 * it arrived in that zone, so a visit at 19:00 in Mexico City is that day's, not the next UTC day's.
 * A conversion carries the id of the stored submission (`submission`: the dashboard counts people by
 * the submission's e-mail address) and `no_visit` when its visitor opted out of measurement (counted,
 * with no visit data).
 *
 * Every event carries an id the site server generated: a batch sent twice (a retry after a lost
 * answer) is stored once (`ON CONFLICT DO NOTHING`), with one or several site servers.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type AnalyticsEvent, EVENT_ID_MAX, EVENT_TEXT_FIELDS, EVENT_TYPES, type EventTextField, type EventType } from './event-fields';
import { addDays, dayIn } from './zone';

export const EVENTS_TABLE = 'site_analytics_events';
export const DAILY_TABLE = 'site_analytics_daily';
export const SALTS_TABLE = 'site_analytics_salts';
export const ROLLED_TABLE = 'site_analytics_rolled';

/** One stored event: the site's event (event-fields.ts, declared once) and its day in the firm's zone. */
export type StoredEvent = AnalyticsEvent & {
  /** The day in the firm's time zone, YYYY-MM-DD. */
  day: string;
};

/** Each text column's length (the event's own limits). */
const LIMITS: Record<EventTextField | 'event_id', number> = { ...EVENT_TEXT_FIELDS, event_id: EVENT_ID_MAX };

/** The text columns of the events table (each '' when unknown). */
const TEXT_COLUMNS = Object.keys(EVENT_TEXT_FIELDS) as EventTextField[];

type Knex = Core.Strapi['db']['connection'];

/** The text columns of the daily aggregates. */
const DAILY_TEXT = [
  'page',
  'lang',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing',
  'device',
  'country',
  'detail',
  'metric',
] as const;

type TableBuilder = Parameters<Knex['schema']['alterTable']>[1];
const ADDED_COLUMNS: Array<[string, string, TableBuilder]> = [
  [EVENTS_TABLE, 'submission', (t) => void t.string('submission', LIMITS.submission).notNullable().defaultTo('')],
  [EVENTS_TABLE, 'no_visit', (t) => void t.boolean('no_visit').notNullable().defaultTo(false)],
  [DAILY_TABLE, 'utm_medium', (t) => void t.string('utm_medium', LIMITS.utm_medium).notNullable().defaultTo('')],
  [DAILY_TABLE, 'no_visit', (t) => void t.boolean('no_visit').notNullable().defaultTo(false)],
];

/** Creates the two tables and their indexes when missing (every start; cheap when they exist). */
export async function ensureTables(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(EVENTS_TABLE))) {
    await knex.schema.createTable(EVENTS_TABLE, (t) => {
      t.increments('id');
      t.string('event_id', LIMITS.event_id).notNullable().unique();
      t.bigInteger('at').notNullable();
      t.string('day', 10).notNullable();
      t.string('type', 20).notNullable();
      for (const c of TEXT_COLUMNS) t.string(c, LIMITS[c]).notNullable().defaultTo('');
      t.boolean('entry').notNullable().defaultTo(false);
      t.boolean('no_visit').notNullable().defaultTo(false);
      t.double('value').nullable();
      t.index(['day', 'type'], `${EVENTS_TABLE}_day_type`);
    });
  }
  if (!(await knex.schema.hasTable(DAILY_TABLE))) {
    await knex.schema.createTable(DAILY_TABLE, (t) => {
      t.increments('id');
      t.string('day', 10).notNullable();
      t.string('type', 20).notNullable();
      for (const c of DAILY_TEXT) t.string(c, LIMITS[c]).notNullable().defaultTo('');
      t.boolean('no_visit').notNullable().defaultTo(false);
      t.integer('events').notNullable();
      t.integer('entries').notNullable().defaultTo(0);
      t.integer('visitors').notNullable().defaultTo(0);
      t.integer('good').notNullable().defaultTo(0);
      t.integer('ni').notNullable().defaultTo(0);
      t.integer('poor').notNullable().defaultTo(0);
      t.double('p75').nullable();
      t.index(['day', 'type'], `${DAILY_TABLE}_day_type`);
    });
  }
  // Columns added after the tables were first made (docs/decisions/0090).
  for (const [table, column, add] of ADDED_COLUMNS) {
    if (!(await knex.schema.hasColumn(table, column))) await knex.schema.alterTable(table, add);
  }
  if (!(await knex.schema.hasTable(ROLLED_TABLE))) {
    await knex.schema.createTable(ROLLED_TABLE, (t) => {
      t.string('day', 10).primary();
      t.bigInteger('at').notNullable();
    });
    // Days rolled up before the claims were kept (docs/decisions/0094) are claimed already.
    const days = ((await knex(DAILY_TABLE).distinct('day')) as Array<{ day: string }>).map((r) => ({ day: r.day, at: Date.now() }));
    for (let i = 0; i < days.length; i += 200)
      await knex(ROLLED_TABLE)
        .insert(days.slice(i, i + 200))
        .onConflict('day')
        .ignore();
  }
  if (!(await knex.schema.hasTable(SALTS_TABLE))) {
    await knex.schema.createTable(SALTS_TABLE, (t) => {
      t.string('day', 10).primary();
      t.string('salt', 64).notNullable();
    });
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const cut = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * Checks and caps one event of a batch from a site server (which validated it already with its zod
 * schema; this is the database's last line), filed under its day in `timeZone` (the firm's). Null
 * when it cannot be stored.
 */
export function storedEvent(input: unknown, timeZone: string): StoredEvent | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const o = input as Record<string, unknown>;
  if (typeof o.event_id !== 'string' || !o.event_id || o.event_id.length > LIMITS.event_id) return null;
  if (!EVENT_TYPES.includes(o.type as EventType)) return null;
  if (typeof o.at !== 'number' || !Number.isFinite(o.at)) return null;
  if (Math.abs(o.at) > 8.64e15) return null;
  const day = dayIn(o.at, timeZone);
  const value = typeof o.value === 'number' && Number.isFinite(o.value) ? o.value : null;
  const out = {
    event_id: o.event_id,
    at: Math.round(o.at),
    day,
    type: o.type as EventType,
    entry: o.entry === true,
    no_visit: o.no_visit === true,
    value,
  } as StoredEvent;
  for (const [c, max] of Object.entries(LIMITS)) {
    if (c === 'event_id') continue;
    (out as unknown as Record<string, unknown>)[c] = cut(o[c], max);
  }
  return DAY.test(day) ? out : null;
}

/** Stores a batch; an event already stored (same id) is skipped. Returns how many were new. */
export async function insertEvents(knex: Knex, events: StoredEvent[]): Promise<number> {
  let inserted = 0;
  // SQLite allows 999 bound values per statement on old builds: 40 rows × 24 columns stays under it.
  for (let i = 0; i < events.length; i += 40) {
    const chunk = events.slice(i, i + 40);
    const rows = (await knex(EVENTS_TABLE).insert(chunk).onConflict('event_id').ignore().returning('id')) as unknown[];
    inserted += rows.length;
  }
  return inserted;
}

/** ANALYTICS_RETENTION_DAYS: how long raw events are kept (default 396 days, about 13 months). */
function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.ANALYTICS_RETENTION_DAYS ?? '396');
  return Number.isFinite(days) && days >= 1 ? Math.floor(days) : 396;
}

/**
 * The visitor hash's salt of `day` (YYYY-MM-DD, a day of the firm's zone `timeZone`): the first site
 * server to ask for it makes it (random, 32 bytes), every other one gets the same (one row per day: a
 * second insert is ignored). Salts of days before yesterday are deleted on the way: a day's hashes can
 * no longer be linked to an address once its salt is gone (docs/decisions/0041).
 */
export async function daySalt(knex: Knex, day: string, timeZone: string, now = Date.now()): Promise<string> {
  await knex(SALTS_TABLE)
    .where('day', '<', addDays(dayIn(now, timeZone), -1))
    .delete();
  await knex(SALTS_TABLE)
    .insert({ day, salt: randomBytes(32).toString('hex') })
    .onConflict('day')
    .ignore();
  const row = (await knex(SALTS_TABLE).where({ day }).first('salt')) as { salt: string } | undefined;
  if (!row) throw new Error(`no salt stored for ${day}`);
  return row.salt;
}

/** The 75th percentile (nearest rank) of some values. */
export function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] ?? null;
}

interface VitalRow {
  page: string;
  lang: string;
  metric: string;
  rating: string;
  value: number | null;
}

interface VitalGroup {
  page: string;
  lang: string;
  metric: string;
  values: number[];
  good: number;
  ni: number;
  poor: number;
}

/** Field vitals by page, language and metric: their values and how many were good, needs improvement, poor. */
function groupVitals(rows: VitalRow[]): Map<string, VitalGroup> {
  const groups = new Map<string, VitalGroup>();
  for (const v of rows) {
    const key = `${v.page}\n${v.lang}\n${v.metric}`;
    let g = groups.get(key);
    if (!g) {
      g = { page: v.page, lang: v.lang, metric: v.metric, values: [], good: 0, ni: 0, poor: 0 };
      groups.set(key, g);
    }
    if (v.value !== null) g.values.push(Number(v.value));
    if (v.rating === 'good') g.good++;
    else if (v.rating === 'poor') g.poor++;
    else g.ni++;
  }
  return groups;
}

const GROUP = ['type', ...DAILY_TEXT, 'no_visit'] as const;

/**
 * Writes the daily aggregates of one finished day, once: in one transaction, the day is claimed (a
 * row of ROLLED_TABLE, its primary key) before its aggregates are written. A second instance rolling
 * the same day up at the same moment waits for the first's claim (PostgreSQL: the same key; SQLite:
 * one writer at a time) and finds it taken, so it writes nothing; a roll-up that fails leaves no
 * claim. Returns how many aggregate rows were written (0 when the day was claimed already).
 */
async function rollUpDay(db: Knex, day: string, now: number): Promise<number> {
  return db.transaction(async (knex) => {
    const claimed = (await knex(ROLLED_TABLE).insert({ day, at: now }).onConflict('day').ignore().returning('day')) as unknown[];
    if (claimed.length === 0) return 0;
    const groups = (await knex(EVENTS_TABLE)
      .where({ day })
      .whereNotIn('type', ['vital', 'dropped'])
      .select(...GROUP)
      .count({ events: '*' })
      .sum({ entries: knex.raw('CASE WHEN entry THEN 1 ELSE 0 END') })
      // Events without a visitor hash (no address) are no visitor.
      .select(knex.raw("count(distinct nullif(visitor, '')) as visitors"))
      .groupBy(...GROUP)) as Array<Record<string, string | number | null>>;
    const vitals = (await knex(EVENTS_TABLE)
      .where({ day, type: 'vital' })
      .select('page', 'lang', 'metric', 'rating', 'value')) as VitalRow[];
    const byRoute = groupVitals(vitals);
    const dropped = (await knex(EVENTS_TABLE)
      .where({ day, type: 'dropped' })
      .select('detail')
      .sum({ events: 'value' })
      .groupBy('detail')) as Array<{ detail: string; events: unknown }>;
    // Every row with every column: a multi-row INSERT on SQLite writes NULL for a missing one.
    const blank = {
      ...Object.fromEntries(DAILY_TEXT.map((c) => [c, ''])),
      no_visit: false,
      events: 0,
      entries: 0,
      visitors: 0,
      good: 0,
      ni: 0,
      poor: 0,
      p75: null,
    };
    const rows = [
      ...groups.map((g) => ({
        ...blank,
        day,
        ...Object.fromEntries(DAILY_TEXT.map((c) => [c, String(g[c] ?? '')])),
        type: String(g.type),
        no_visit: Boolean(g.no_visit),
        events: Number(g.events),
        entries: Number(g.entries ?? 0),
        visitors: Number(g.visitors ?? 0),
      })),
      ...[...byRoute.values()].map((g) => ({
        ...blank,
        day,
        type: 'vital',
        page: g.page,
        lang: g.lang,
        metric: g.metric,
        events: g.values.length,
        good: g.good,
        ni: g.ni,
        poor: g.poor,
        p75: p75(g.values),
      })),
      // The drops' counts (their `value`s summed) as the day's events of type `dropped`.
      ...dropped.map((d) => ({ ...blank, day, type: 'dropped', detail: d.detail, events: Math.round(Number(d.events ?? 0)) })),
    ];
    await knex(DAILY_TABLE).where({ day }).delete();
    for (let i = 0; i < rows.length; i += 40) await knex(DAILY_TABLE).insert(rows.slice(i, i + 40));
    return rows.length;
  });
}

/**
 * Rolls up every finished day (of the firm's zone) not claimed yet, then deletes the raw events older
 * than the retention (their days are rolled up by then; deleting is the same however often it runs).
 * Runs at start and every hour from Strapi's cron (index.ts), on every CMS instance: each day is rolled
 * up by the instance that claims it first (rollUpDay), so running it twice, or at once on two
 * instances, gives the same aggregates. Returns the days this call rolled up.
 */
export async function rollUpAndPurge(knex: Knex, timeZone: string, now = Date.now()): Promise<{ days: number; purged: number }> {
  const today = dayIn(now, timeZone);
  const pending = (await knex(EVENTS_TABLE)
    .distinct('day')
    .where('day', '<', today)
    .whereNotIn('day', knex(ROLLED_TABLE).select('day'))
    .orderBy('day')) as Array<{ day: string }>;
  let days = 0;
  for (const { day } of pending) if ((await rollUpDay(knex, day, now)) > 0) days++;
  const cutoff = addDays(today, -retentionDays());
  const purged = await knex(EVENTS_TABLE).where('day', '<', cutoff).delete();
  return { days, purged };
}
