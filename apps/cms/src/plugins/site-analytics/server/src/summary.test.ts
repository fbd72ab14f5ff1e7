/**
 * The dashboard's figures against a ledger of what visitors did (docs/decisions/0090), on a throwaway
 * SQLite database with the query builder Strapi uses, in the firm's zone (America/Mexico_City).
 */
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../firm/settings';
import { channelOf, sourceOf } from './channels';
import { ensureTables, insertEvents, type StoredEvent, storedEvent } from './store';
import { parseFilters, presetRange, previousRange, summary } from './summary';
import { dayIn, dayStart } from './zone';

/** The firm's default zone (no settings entry yet). */
const ZONE = DEFAULT_TIME_ZONE;
const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });

/** 2026-03-10 in Mexico City (UTC−6 all year since 2022). */
const DAY = '2026-03-10';
const at = (hhmm: string, day = DAY) => Date.parse(`${day}T${hhmm}:00-06:00`);
let n = 0;
const ev = (over: Partial<StoredEvent> & { at: number }) =>
  storedEvent({ event_id: `e${n++}`, type: 'pageview', lang: 'es', device: 'desktop', ...over }, ZONE) as StoredEvent;

// The e-mail addresses of the submissions as the inbox stores them (the CMS reads them by submission id).
const INBOX: Record<string, string> = {
  'sub-1': 'Ana@Example.com',
  'sub-2': 'ana@example.com',
  'sub-3': 'ANA@EXAMPLE.COM',
  'sub-gpc': 'bob@example.org',
};
const people = async (ids: string[]) => new Map(ids.filter((id) => INBOX[id]).map((id) => [id, (INBOX[id] ?? '').toLowerCase()]));

const newsletter = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'nl-march' };

/** What the test's visitors did, and what the dashboard must say of it. */
const LEDGER = [
  // Ana lands on /es/download from the newsletter, reloads it, and sends the document form three times.
  ev({ at: at('10:00'), entry: true, page: '/es/download', landing: '/es/download', visitor: 'ana', ...newsletter }),
  ev({ at: at('10:01'), page: '/es/download', landing: '/es/download', visitor: 'ana', ...newsletter }),
  ...['sub-1', 'sub-2', 'sub-3'].map((submission, i) =>
    ev({
      at: at(`10:0${2 + i}`),
      type: 'document',
      page: '/es/download',
      landing: '/es/download',
      device: '',
      submission,
      detail: 'SAP guide',
      ...newsletter,
    }),
  ),
  // A direct visit: the home page, then the SAP page.
  ev({ at: at('11:00'), entry: true, page: '/es/', landing: '/es/', visitor: 'direct' }),
  ev({ at: at('11:01'), page: '/es/servicio-sap', landing: '/es/', visitor: 'direct' }),
  // From Google, on a phone, in the United States.
  ev({
    at: at('12:00'),
    entry: true,
    page: '/en/servicio-sap',
    lang: 'en',
    landing: '/en/servicio-sap',
    referrer: 'www.google.com',
    device: 'mobile',
    country: 'US',
    visitor: 'google',
  }),
  // A contact from a browser that sends Sec-GPC: counted, without visit data.
  ev({ at: at('13:00'), type: 'contact', lang: '', device: '', submission: 'sub-gpc', no_visit: true }),
  // An evening visit (19:30 in Mexico City: already the 11th in UTC) from LinkedIn.
  ev({ at: at('19:30'), entry: true, page: '/es/nosotros', landing: '/es/nosotros', referrer: 'www.linkedin.com', visitor: 'evening' }),
  // Beacon events the site servers did not record, counted by reason.
  ev({ at: at('14:00'), type: 'dropped', detail: 'bot', value: 3 }),
  ev({ at: at('15:00'), type: 'dropped', detail: 'opted_out', value: 2 }),
  ev({ at: at('16:00'), type: 'dropped', detail: 'bot', value: 1 }),
  // The day before: one direct visit (the previous period of a one-day range).
  ev({ at: at('09:00', '2026-03-09'), entry: true, page: '/es/', landing: '/es/', visitor: 'before' }),
];

beforeAll(async () => {
  await ensureTables(knex);
  expect(await insertEvents(knex, LEDGER)).toBe(LEDGER.length);
});
afterAll(() => knex.destroy());

const day = (filters = {}) => summary(knex, { from: DAY, to: DAY, timeZone: ZONE, filters, people });

describe('the dashboard against the ledger', () => {
  it('files the evening visit under its day in the firm’s zone, not the next UTC day', () => {
    expect(new Date(at('19:30')).toISOString().slice(0, 10)).toBe('2026-03-11');
    expect(LEDGER.find((e) => e.visitor === 'evening')?.day).toBe(DAY);
    expect(dayIn(at('23:59'), ZONE)).toBe(DAY);
    expect(dayStart(DAY, ZONE)).toBe(at('00:00'));
    expect(presetRange('today', ZONE, at('19:30'))).toEqual({ from: DAY, to: DAY });
    expect(presetRange('7d', ZONE, at('19:30'))).toEqual({ from: '2026-03-04', to: DAY });
    expect(presetRange('month', ZONE, at('19:30'))).toEqual({ from: '2026-03-01', to: DAY });
    expect(presetRange('lastmonth', ZONE, at('19:30'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange('2026-03-04', DAY)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('counts every visit (the one landing on /download too), people by e-mail, and rates of people over visitors', async () => {
    const s = await day();
    expect(s.totals).toEqual({
      pageviews: 6,
      visits: 4,
      visitors: 4,
      leads: 4,
      people: 2,
      rate: 50,
      withoutVisit: 1,
      chatOpened: 0,
      questions: 0,
      answered: 0,
    });
    expect(s.days).toEqual([{ day: DAY, pageviews: 6, visits: 4, visitors: 4, leads: 4, people: 2 }]);
    expect(s.dropped).toEqual({ bot: 4, opted_out: 2, rate_limited: 0, invalid: 0, queue_full: 0 });
    // One person's three submissions: 100 %, not 300 %.
    expect(s.campaigns.find((c) => c.key === 'nl-march')).toEqual({
      key: 'nl-march',
      pageviews: 2,
      visits: 1,
      visitors: 1,
      leads: 3,
      people: 1,
      rate: 100,
    });
    expect(s.pages.find((c) => c.key === '/es/download')).toMatchObject({ pageviews: 2, visitors: 1, leads: 3, people: 1, rate: 100 });
    expect(s.funnel.find((f) => f.landing === '/es/download')).toEqual({
      landing: '/es/download',
      visits: 1,
      visitors: 1,
      engaged: 1,
      leads: 3,
      people: 1,
      rate: 100,
    });
    expect(s.funnel.find((f) => f.landing === '/es/')).toMatchObject({ visits: 1, engaged: 1, people: 0, rate: 0 });
    expect(s.leadsByKind).toEqual([
      { key: 'document', count: 3 },
      { key: 'contact', count: 1 },
    ]);
    expect(s.documents).toEqual([{ key: 'SAP guide', count: 3 }]);
  });

  it('gives every breakdown its "(none)" row, so that each adds up to the totals', async () => {
    const s = await day();
    for (const rows of [s.channels, s.sources, s.mediums, s.campaigns, s.landings, s.pages, s.languages, s.countries, s.devices]) {
      expect(rows.reduce((a, r) => a + r.visits, 0)).toBe(s.totals.visits);
      expect(rows.reduce((a, r) => a + r.leads, 0)).toBe(s.totals.leads);
      expect(rows.reduce((a, r) => a + r.pageviews, 0)).toBe(s.totals.pageviews);
    }
    expect(Object.fromEntries(s.channels.map((c) => [c.key, [c.visits, c.leads]]))).toEqual({
      email: [1, 3],
      direct: [1, 0],
      search: [1, 0],
      social: [1, 0],
      '': [0, 1],
    });
    expect(s.sources.find((c) => c.key === '')).toMatchObject({ visits: 1, leads: 1, people: 1 });
    expect(s.sources.map((c) => c.key).sort()).toEqual(['', 'google.com', 'linkedin.com', 'newsletter']);
    expect(s.countries.find((c) => c.key === 'US')).toMatchObject({ visits: 1, visitors: 1 });
    expect(s.devices.find((c) => c.key === 'mobile')).toMatchObject({ visits: 1 });
  });

  it('compares each total with the previous period of the same length', async () => {
    const s = await day();
    expect(s.previous).toMatchObject({ from: '2026-03-09', to: '2026-03-09', totals: { visits: 1, visitors: 1, leads: 0, people: 0 } });
  });

  it('applies a filter to every figure', async () => {
    const campaign = await day({ campaign: 'nl-march' });
    expect(campaign.totals).toMatchObject({ visits: 1, visitors: 1, pageviews: 2, leads: 3, people: 1, rate: 100, withoutVisit: 0 });
    expect(campaign.previous.totals.visits).toBe(0);
    const social = await day({ channel: 'social' });
    expect(social.totals).toMatchObject({ visits: 1, leads: 0 });
    expect(social.pages.map((p) => p.key)).toEqual(['/es/nosotros']);
    const en = await day({ lang: 'en' });
    expect(en.totals).toMatchObject({ visits: 1, pageviews: 1 });
    expect((await day({ source: 'google.com' })).totals.visits).toBe(1);
    expect((await day({ page: '/es/servicio-sap' })).totals).toMatchObject({ pageviews: 1, visits: 0, visitors: 1 });
  });

  it('refuses a filter it does not know', () => {
    expect(parseFilters({ channel: 'tv' })).toBeNull();
    expect(parseFilters({ lang: 'fr' })).toBeNull();
    expect(parseFilters({ campaign: 'x'.repeat(301) })).toBeNull();
    expect(parseFilters({ campaign: 'nl', other: 'ignored' })).toEqual({ campaign: 'nl' });
  });
});

describe('channels', () => {
  it.each([
    [{ referrer: '', utm_source: '', utm_medium: '' }, 'direct', ''],
    [{ referrer: 'www.google.com.mx', utm_source: '', utm_medium: '' }, 'search', 'google.com.mx'],
    [{ referrer: 'www.google.de', utm_source: '', utm_medium: '' }, 'search', 'google.de'],
    [{ referrer: 'lnkd.in', utm_source: '', utm_medium: '' }, 'social', 'lnkd.in'],
    [{ referrer: 'm.facebook.com', utm_source: '', utm_medium: '' }, 'social', 'm.facebook.com'],
    [{ referrer: '', utm_source: 'newsletter', utm_medium: 'email' }, 'email', 'newsletter'],
    [{ referrer: 'www.google.com', utm_source: 'google', utm_medium: 'cpc' }, 'paid', 'google'],
    [{ referrer: 'www.linkedin.com', utm_source: 'linkedin', utm_medium: 'paid-social' }, 'paid', 'linkedin'],
    [{ referrer: 'partner.example', utm_source: '', utm_medium: '' }, 'referral', 'partner.example'],
    [{ referrer: '', utm_source: 'fair-2026', utm_medium: 'qr' }, 'other', 'fair-2026'],
  ] as const)('%o is %s from %s', (origin, channel, source) => {
    expect(channelOf(origin)).toBe(channel);
    expect(sourceOf(origin)).toBe(source);
  });
});
