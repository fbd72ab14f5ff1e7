/**
 * The roll-up's claim (docs/decisions/0094) at the database level, on a throwaway PostgreSQL (the
 * topology's database; scripts/lib/postgres.ts): two "instances" — each its own connection pool, as
 * two CMS processes have — roll up the same finished days at the same moment, several times, and
 * every day is rolled up once: its aggregates add up to its events, no group is written twice, and
 * the days each instance reports add up to the days there were. The code is the plugin's
 * (`rollUpAndPurge`); only the two pools are the test's.
 */
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Postgres, startPostgres } from '../../../scripts/lib/postgres';
import {
  DAILY_TABLE,
  EVENTS_TABLE,
  ensureTables,
  insertEvents,
  ROLLED_TABLE,
  rollUpAndPurge,
  type StoredEvent,
  storedEvent,
} from '../src/plugins/site-analytics/server/src/store';
import { addDays, dayIn } from '../src/plugins/site-analytics/server/src/zone';

const ZONE = 'UTC';
const DAYS = 6;
const PER_DAY = 300;
let pg: Postgres | undefined;
const pools: Knex[] = [];

beforeAll(async () => {
  pg = await startPostgres({ database: 'rollup_claim' });
  for (let i = 0; i < 2; i++) pools.push(knexFactory({ client: 'pg', connection: pg.url, pool: { min: 1, max: 4 } }));
}, 180_000);

afterAll(async () => {
  for (const k of pools) await k.destroy();
  pg?.stop();
});

describe('the roll-up claim (PostgreSQL, two instances)', () => {
  it('rolls each finished day up once when two instances run it at the same moment, again and again', async () => {
    const [a, b] = pools as [Knex, Knex];
    await ensureTables(a);
    const today = dayIn(Date.now(), ZONE);
    let n = 0;
    const events: StoredEvent[] = [];
    for (let d = 1; d <= DAYS; d++) {
      const day = addDays(today, -d);
      for (let i = 0; i < PER_DAY; i++)
        events.push(
          storedEvent(
            {
              event_id: `c${n++}`,
              type: i % 10 === 0 ? 'contact' : 'pageview',
              page: `/es/p${i % 7}`,
              lang: i % 2 ? 'es' : 'en',
              visitor: `v${i % 50}`,
              entry: i % 3 === 0,
              utm_campaign: i % 4 ? '' : 'spring',
              at: Date.parse(`${day}T${String(i % 24).padStart(2, '0')}:00:00Z`),
            },
            ZONE,
          ) as StoredEvent,
        );
    }
    await insertEvents(a, events);

    let rolled = 0;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        rollUpAndPurge(a, ZONE),
        rollUpAndPurge(b, ZONE),
        rollUpAndPurge(a, ZONE),
        rollUpAndPurge(b, ZONE),
      ]);
      rolled += results.reduce((sum, r) => sum + r.days, 0);
    }
    expect(rolled).toBe(DAYS);
    expect(Number(((await a(ROLLED_TABLE).count({ n: '*' }).first()) as { n: string | number }).n)).toBe(DAYS);

    // Each day's aggregates add up to its events, once.
    const sums = (await a(DAILY_TABLE).select('day').sum({ events: 'events' }).groupBy('day').orderBy('day')) as Array<{
      day: string;
      events: string | number;
    }>;
    expect(sums.map((s) => [s.day, Number(s.events)])).toEqual(
      Array.from({ length: DAYS }, (_, i) => [addDays(today, -(DAYS - i)), PER_DAY]),
    );
    // And no group was written twice.
    const groups = [
      'day',
      'type',
      'page',
      'lang',
      'utm_campaign',
      'landing',
      'referrer',
      'utm_source',
      'utm_medium',
      'device',
      'country',
      'detail',
      'metric',
      'no_visit',
    ];
    const twice = await a(DAILY_TABLE)
      .select(...groups)
      .count({ n: '*' })
      .groupBy(...groups)
      .havingRaw('count(*) > 1');
    expect(twice).toEqual([]);
    // The raw events stay (inside the retention) for the dashboard's distinct visitors.
    expect(Number(((await a(EVENTS_TABLE).count({ n: '*' }).first()) as { n: string | number }).n)).toBe(DAYS * PER_DAY);
  }, 120_000);
});
