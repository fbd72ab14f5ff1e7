/**
 * The roll-up and retention job (docs/decisions/0094) as Strapi's own cron service holds it: the
 * plugin adds it under its name and rule, and running it again (as every hour, or as a second CMS
 * instance does) gives the same daily aggregates; a day another instance has claimed is left to it.
 * On a throwaway SQLite database with the query builder Strapi uses; the cron service is
 * @strapi/core's (the one `strapi.cron` is).
 */
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../firm/settings';
import { analyticsController } from './controller';
import { ROLL_UP_JOB, ROLL_UP_RULE, scheduleRollUp } from './index';
import {
  DAILY_TABLE,
  EVENTS_TABLE,
  ensureTables,
  insertEvents,
  ROLLED_TABLE,
  rollUpAndPurge,
  type StoredEvent,
  storedEvent,
} from './store';
import { addDays, dayIn } from './zone';

/** Strapi's cron service (@strapi/core's services/cron.js), as `strapi.cron` is made. */
const cmsRequire = createRequire(new URL('../../../../../package.json', import.meta.url));
const createCronService = cmsRequire(
  cmsRequire.resolve('@strapi/core').replace(/index\.js$/, 'services/cron.js'),
) as () => Core.Strapi['cron'];

const ZONE = DEFAULT_TIME_ZONE;
const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
const logged: string[] = [];

/** A CMS instance as the plugin sees it: the database, the log, Strapi's cron and the plugin's controller. */
const strapi = {
  db: { connection: knex, query: () => ({ findOne: async () => null }) },
  log: { info: (m: string) => logged.push(m), error: (m: string) => logged.push(m), warn: () => undefined },
  cron: createCronService(),
  plugin: () => ({ controller: () => controller }),
} as unknown as Core.Strapi;
const controller = analyticsController(strapi);

const today = dayIn(Date.now(), ZONE);
let n = 0;
const event = (day: string, over: Partial<StoredEvent> = {}): StoredEvent =>
  storedEvent(
    {
      event_id: `r${n++}`,
      type: 'pageview',
      page: '/es/',
      lang: 'es',
      visitor: `v${n % 3}`,
      at: Date.parse(`${day}T12:00:00-06:00`),
      ...over,
    },
    ZONE,
  ) as StoredEvent;

/** The daily aggregates, without their row ids, in a fixed order. */
const aggregates = async () =>
  ((await knex(DAILY_TABLE).select()) as Array<Record<string, unknown>>).map(({ id: _id, ...row }) => JSON.stringify(row)).sort();

beforeAll(async () => {
  // The cron service hands the global `strapi` to each task, as Strapi does.
  vi.stubGlobal('strapi', strapi);
  await ensureTables(knex);
  const two = addDays(today, -2);
  const one = addDays(today, -1);
  await insertEvents(knex, [
    event(two, { entry: true, utm_campaign: 'spring' }),
    event(two),
    event(two, { type: 'contact', submission: 's1' }),
    event(one, { entry: true }),
    event(one, { type: 'vital', metric: 'LCP', value: 1800, rating: 'good' }),
    event(one, { type: 'vital', metric: 'LCP', value: 4200, rating: 'poor' }),
    event(today, { entry: true }),
  ]);
});

afterAll(async () => {
  strapi.cron.destroy();
  vi.unstubAllGlobals();
  await knex.destroy();
});

describe('the roll-up job', () => {
  it('is in Strapi cron under its name, every hour at minute 5', () => {
    scheduleRollUp(strapi);
    const job = strapi.cron.jobs.find((j) => j.name === ROLL_UP_JOB);
    expect(job?.options).toEqual({ rule: ROLL_UP_RULE });
    const next = job?.job.nextInvocation() as Date | null;
    expect(next?.getMinutes()).toBe(5);
    expect((next?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('run twice (or by two instances) gives the same roll-up', async () => {
    const job = strapi.cron.jobs.find((j) => j.name === ROLL_UP_JOB)?.job;
    await job?.invoke();
    const first = await aggregates();
    expect(first.length).toBeGreaterThanOrEqual(3); // two days' page views and contact, one day's LCP
    expect(logged).toContain('[analytics] rolled up 2 day(s); deleted 0 raw event(s) past the retention');
    await job?.invoke();
    expect(await aggregates()).toEqual(first);
    // Two runs at once (as two instances' jobs at the same minute) change nothing either.
    await Promise.all([rollUpAndPurge(knex, ZONE), rollUpAndPurge(knex, ZONE)]);
    expect(await aggregates()).toEqual(first);
    const claimed = (await knex(ROLLED_TABLE).orderBy('day').select('day')) as Array<{ day: string }>;
    expect(claimed.map((r) => r.day)).toEqual([addDays(today, -2), addDays(today, -1)]);
    // Today is not finished: its events are not rolled up.
    expect(first.some((row) => row.includes(`"day":"${today}"`))).toBe(false);
  });

  it('leaves a day another instance has claimed to it, and rolls up each unclaimed day once', async () => {
    const three = addDays(today, -3);
    const four = addDays(today, -4);
    await insertEvents(knex, [event(three, { entry: true }), event(four, { entry: true })]);
    // Another instance took day -3 (its aggregates are being written there).
    await knex(ROLLED_TABLE).insert({ day: three, at: Date.now() });
    const [a, b] = await Promise.all([rollUpAndPurge(knex, ZONE), rollUpAndPurge(knex, ZONE)]);
    expect(a.days + b.days).toBe(1);
    const days = (await knex(DAILY_TABLE).distinct('day').orderBy('day')) as Array<{ day: string }>;
    expect(days.map((d) => d.day)).toEqual([four, addDays(today, -2), addDays(today, -1)]);
    expect(await knex(EVENTS_TABLE).where({ day: four }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });
});
