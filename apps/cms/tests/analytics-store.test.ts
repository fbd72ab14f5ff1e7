/**
 * The measurement tables of the CMS (docs/decisions/0041) on a throwaway SQLite database with the
 * query builder Strapi uses: a batch sent twice is stored once; a finished day is rolled up into
 * daily aggregates (counts, entries, each vital's p75 and ratings); raw events past
 * ANALYTICS_RETENTION_DAYS are deleted while their day's aggregates stay.
 */
import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DAILY_TABLE,
  EVENTS_TABLE,
  ensureTables,
  insertEvents,
  rollUpAndPurge,
  type StoredEvent,
  SALTS_TABLE,
  storedEvent,
  daySalt,
} from '../src/plugins/site-analytics/server/src/store';
import { summary } from '../src/plugins/site-analytics/server/src/summary';

const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
afterAll(() => knex.destroy());

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
let n = 0;
const UTC = 'UTC';
const event = (over: Partial<StoredEvent> & { at: number }): StoredEvent =>
  storedEvent({ event_id: `e${n++}`, type: 'pageview', page: '/es/', lang: 'es', ...over }, UTC) as StoredEvent;
const noPeople = async () => new Map<string, string>();

describe('measurement tables', () => {
  it('store a batch once, roll finished days up and purge raw events past the retention', async () => {
    await ensureTables(knex);
    await ensureTables(knex); // again: a restart
    const old = NOW - 400 * DAY;
    const yesterday = NOW - DAY;
    const batch = [
      event({ at: old, entry: true, utm_campaign: 'spring' }),
      event({ at: old, type: 'contact', utm_campaign: 'spring' }),
      event({ at: yesterday, entry: true }),
      event({ at: yesterday }),
      ...[1000, 2000, 3000, 5000].map((value) =>
        event({
          at: yesterday,
          type: 'vital',
          metric: 'LCP',
          value,
          rating: value <= 2500 ? 'good' : value > 4000 ? 'poor' : 'needs-improvement',
        }),
      ),
      event({ at: NOW, entry: true }),
    ];
    expect(await insertEvents(knex, batch)).toBe(batch.length);
    expect(await insertEvents(knex, batch)).toBe(0);
    expect(storedEvent({ event_id: 'x', type: 'nope', at: NOW }, UTC)).toBeNull();

    const { days, purged } = await rollUpAndPurge(knex, UTC, NOW);
    expect(days).toBe(2); // the old day and yesterday; today is not finished
    expect(purged).toBe(2); // the old day's raw events (396 days by default)
    expect(await knex(EVENTS_TABLE).count({ n: '*' }).first()).toEqual({ n: batch.length - 2 });
    const daily = (await knex(DAILY_TABLE).orderBy(['day', 'type'])) as Array<Record<string, unknown>>;
    const oldDay = new Date(old).toISOString().slice(0, 10);
    expect(daily.filter((d) => d.day === oldDay).map((d) => [d.type, d.utm_campaign, d.events, d.entries])).toEqual([
      ['contact', 'spring', 1, 0],
      ['pageview', 'spring', 1, 1],
    ]);
    const lcp = daily.find((d) => d.type === 'vital' && d.metric === 'LCP');
    expect(lcp).toMatchObject({ events: 4, good: 2, ni: 1, poor: 1, p75: 3000 });

    // The dashboard reads the old day from its aggregates, the others from raw events.
    const s = await summary(knex, { from: oldDay, to: new Date(NOW).toISOString().slice(0, 10), timeZone: UTC, people: noPeople });
    expect(s.totals).toMatchObject({ pageviews: 4, visits: 3, leads: 1, people: 1 });
    // Unique visitors come from raw events only (the old day's are gone, and those events had no hash).
    expect(s.campaigns.find((c) => c.key === 'spring')).toMatchObject({ visits: 1, visitors: 0, leads: 1, people: 1, rate: null });
    expect(s.vitals.site.find((v) => v.metric === 'LCP')).toMatchObject({ p75: 3000, samples: 4, good: 2, ni: 1, poor: 1, status: 'ni' });
  });

  it('keep one visitor-hash salt per day for every site server, and delete it once the next day is over', async () => {
    await ensureTables(knex);
    const today = new Date(NOW).toISOString().slice(0, 10);
    const a = await daySalt(knex, today, UTC, NOW);
    // A second server (or the same one after a restart) gets the same salt.
    expect(await daySalt(knex, today, UTC, NOW)).toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    const tomorrow = new Date(NOW + DAY).toISOString().slice(0, 10);
    const b = await daySalt(knex, tomorrow, UTC, NOW + DAY);
    expect(b).not.toBe(a);
    // Two days on, today's salt (now the day before yesterday's) is deleted: its hashes can no longer be linked to an address.
    await daySalt(knex, new Date(NOW + 2 * DAY).toISOString().slice(0, 10), UTC, NOW + 2 * DAY);
    expect(((await knex(SALTS_TABLE).select('day')) as Array<{ day: string }>).map((r) => r.day).sort()).toEqual([
      tomorrow,
      new Date(NOW + 2 * DAY).toISOString().slice(0, 10),
    ]);
  });
});
