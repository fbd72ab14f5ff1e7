/**
 * The dashboard's numbers against a ledger of what this test did (docs/decisions/0090), on the
 * running stack: a site server of its own (the real beacon endpoint, forms and inbox) and the CMS's
 * summary read as the admin reads it. Each part is told apart from the other tests' events by a
 * campaign, a page or a day of its own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { contactPayload, postJson, type SiteProcess, startSite } from './forms-site';

const stack = inject('stack');
let site: SiteProcess;
const ZONE = 'America/Mexico_City';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  site = await startSite(stack, { ANALYTICS_FLUSH_MS: '100', FORMS_RATE_LIMIT_MAX: '10000' });
}, 90_000);
afterAll(() => site?.stop());

interface Row {
  key: string;
  pageviews: number;
  visits: number;
  visitors: number;
  leads: number;
  people: number;
  rate: number | null;
}
interface Summary {
  from: string;
  to: string;
  timeZone: string;
  totals: { pageviews: number; visits: number; visitors: number; leads: number; people: number; rate: number | null; withoutVisit: number };
  previous: { from: string; to: string; totals: { visits: number } };
  dropped: { bot: number; opted_out: number; rate_limited: number; invalid: number; queue_full: number };
  days: Array<{ day: string; visits: number }>;
  channels: Row[];
  campaigns: Row[];
  pages: Row[];
  funnel: Array<{ landing: string; visits: number; people: number; leads: number; rate: number | null }>;
}

async function summary(query: string): Promise<Summary> {
  const res = await adminFetch(stack.cmsUrl, `/site-analytics/summary?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Summary }).data;
}

async function summaryWhen(query: string, ready: (s: Summary) => boolean): Promise<Summary> {
  const end = Date.now() + 15_000;
  for (;;) {
    const s = await summary(query);
    if (ready(s) || Date.now() > end) return s;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function beacon(events: unknown[], ip: string): Promise<Response> {
  return fetch(`${site.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, 'user-agent': CHROME, 'x-forwarded-for': ip },
    body: JSON.stringify({ events }),
  });
}

/** Events as a site server sends them to the CMS (its token), at chosen instants. */
async function storeEvents(events: Array<Record<string, unknown>>): Promise<void> {
  const res = await fetch(`${stack.cmsUrl}/api/site-analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
    body: JSON.stringify({ events: events.map((e) => ({ event_id: randomUUID(), ...e })) }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: { stored: number } }).data.stored).toBe(events.length);
}

const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));

describe('the dashboard against the ledger', () => {
  it('counts the visit landing on /download, and one person for three submissions (rate 100 %, not 300 %)', async () => {
    const campaign = `ledger-${randomUUID().slice(0, 8)}`;
    const utm = { source: 'newsletter', medium: 'email', campaign };
    const ip = '10.61.0.1';
    // Landed on /download from the newsletter (the page's form kept the visit first: the page still counts it).
    expect(
      (await beacon([{ type: 'pageview', entry: true, page: '/download', lang: 'es', landing: '/download', utm, w: 1440 }], ip)).status,
    ).toBe(202);
    const attribution = {
      landing_page: `/download?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
      sending_page: '/download',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: campaign,
    };
    const tag = randomUUID().slice(0, 8);
    for (const email of [`Ana.${tag}@Example.com`, `ana.${tag}@example.com`, `ANA.${tag}@EXAMPLE.COM`]) {
      const res = await postJson(`${site.url}/api/contact`, contactPayload({ ...attribution, email }), {
        'user-agent': CHROME,
        'x-forwarded-for': ip,
      });
      expect(res.status).toBe(200);
    }
    const s = await summaryWhen(`preset=today&campaign=${campaign}`, (x) => x.totals.leads === 3);
    expect(s.totals).toMatchObject({ visits: 1, visitors: 1, pageviews: 1, leads: 3, people: 1, rate: 100, withoutVisit: 0 });
    expect(s.campaigns).toEqual([{ key: campaign, pageviews: 1, visits: 1, visitors: 1, leads: 3, people: 1, rate: 100 }]);
    expect(s.channels).toEqual([expect.objectContaining({ key: 'email', visits: 1, leads: 3, people: 1 })]);
    expect(s.pages).toEqual([expect.objectContaining({ key: '/download', visits: 1, leads: 3, people: 1, rate: 100 })]);
    expect(s.funnel).toEqual([expect.objectContaining({ landing: '/download', visits: 1, leads: 3, people: 1, rate: 100 })]);
    // The leads' device is their browser's (the forms send no viewport): the visit's desktop, not "(none)".
    expect(s.devices).toEqual([expect.objectContaining({ key: 'desktop', visits: 1, leads: 3, people: 1 })]);
  });

  it('counts a lead from a browser that sends Sec-GPC, without its visit data, and says how many came so', async () => {
    const campaign = `gpc-${randomUUID().slice(0, 8)}`;
    const before = (await summary('preset=today')).totals;
    const res = await postJson(
      `${site.url}/api/contact`,
      contactPayload({ sending_page: '/es/contacto', utm_source: 'linkedin', utm_campaign: campaign }),
      { 'user-agent': CHROME, 'sec-gpc': '1', 'x-forwarded-for': '10.61.0.2' },
    );
    expect(res.status).toBe(200);
    const s = await summaryWhen('preset=today', (x) => x.totals.withoutVisit > before.withoutVisit);
    expect(s.totals.withoutVisit).toBe(before.withoutVisit + 1);
    expect(s.totals.leads).toBe(before.leads + 1);
    expect(s.totals.people).toBe(before.people + 1);
    // Its campaign was not kept: it is in the "(none)" rows, and the breakdowns still add up to the totals.
    expect((await summary(`preset=today&campaign=${campaign}`)).totals.leads).toBe(0);
    for (const rows of [s.channels, s.campaigns]) expect(rows.reduce((n, r) => n + r.leads, 0)).toBe(s.totals.leads);
    expect(s.campaigns.find((r) => r.key === '' && !('other' in r))?.leads).toBeGreaterThanOrEqual(1);
  });

  it('shows a direct visit in the direct channel, and every filter applies to the page', async () => {
    const page = `/es/ledger-${randomUUID().slice(0, 8)}`;
    expect((await beacon([{ type: 'pageview', entry: true, page, lang: 'es', landing: page, w: 390 }], '10.61.0.3')).status).toBe(202);
    const s = await summaryWhen(`preset=today&page=${encodeURIComponent(page)}`, (x) => x.totals.visits === 1);
    expect(s.totals).toMatchObject({ visits: 1, visitors: 1, pageviews: 1, leads: 0 });
    expect(s.channels).toEqual([expect.objectContaining({ key: 'direct', visits: 1 })]);
    expect((await summary(`preset=today&page=${encodeURIComponent(page)}&channel=search`)).totals.visits).toBe(0);
    expect((await summary(`preset=today&page=${encodeURIComponent(page)}&lang=en`)).totals.visits).toBe(0);
  });

  it('files an evening visit in Mexico City under its own day, compares it with the day before, and answers presets in that zone', async () => {
    const campaign = `evening-${randomUUID().slice(0, 8)}`;
    // A past day of this run's own (no other test writes there), within the raw events' retention.
    const day = dayIn(Date.now() - (30 + Math.floor(Math.random() * 200)) * 24 * 60 * 60 * 1000);
    const evening = Date.parse(`${day}T19:30:00-06:00`);
    const before = evening - 24 * 60 * 60 * 1000;
    const visit = { type: 'pageview', entry: true, page: '/es/', lang: 'es', landing: '/es/', utm_campaign: campaign, visitor: 'v1' };
    await storeEvents([
      { ...visit, at: evening },
      { ...visit, at: before, visitor: 'v0' },
    ]);
    const s = await summary(`from=${day}&to=${day}&campaign=${campaign}`);
    expect(s.timeZone).toBe(ZONE);
    expect(s.totals).toMatchObject({ visits: 1, visitors: 1 });
    expect(s.days).toEqual([expect.objectContaining({ day, visits: 1 })]);
    expect(s.previous.totals.visits).toBe(1);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await summary(`from=${next}&to=${next}&campaign=${campaign}`)).totals.visits).toBe(0);
    // Today and the last 7 days in the firm's zone.
    const today = dayIn(Date.now());
    expect(await summary('preset=today')).toMatchObject({ from: today, to: today });
    expect((await summary('preset=7d')).to).toBe(today);
  });

  it("gives the visitor salt of the firm's day, valid until that day ends there", async () => {
    const res = await fetch(`${stack.cmsUrl}/api/site-analytics/salt`, { headers: { authorization: `Bearer ${stack.siteToken}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { day: string; salt: string; until: number; timeZone: string } };
    expect(data.day).toBe(dayIn(Date.now()));
    expect(data.timeZone).toBe(ZONE);
    expect(dayIn(data.until - 1)).toBe(data.day);
    expect(dayIn(data.until)).not.toBe(data.day);
    expect(data.until - Date.now()).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
  });

  it('says why a beacon was not recorded, and the dashboard counts the page views dropped by reason', async () => {
    const before = (await summary('preset=today')).dropped;
    const event = { type: 'pageview', entry: true, page: '/es/', lang: 'es', w: 1440 };
    const send = (headers: Record<string, string>) =>
      fetch(`${site.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, 'user-agent': CHROME, 'x-forwarded-for': '10.61.0.9', ...headers },
        body: JSON.stringify({ events: [event] }),
      });
    const gpc = await send({ 'sec-gpc': '1' });
    expect([gpc.status, gpc.headers.get('x-not-recorded')]).toEqual([204, 'opted_out']);
    const dnt = await send({ dnt: '1' });
    expect(dnt.headers.get('x-not-recorded')).toBe('opted_out');
    const bot = await send({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    expect([bot.status, bot.headers.get('x-not-recorded')]).toEqual([204, 'bot']);
    const s = await summaryWhen('preset=today', (x) => x.dropped.bot > before.bot && x.dropped.opted_out >= before.opted_out + 2);
    expect(s.dropped.opted_out).toBe(before.opted_out + 2);
    expect(s.dropped.bot).toBe(before.bot + 1);
  });

  it('refuses an unknown preset or filter with a clear message', async () => {
    for (const q of ['preset=forever', 'preset=today&channel=tv', 'preset=today&lang=fr', 'from=2026-02-01&to=2026-01-01']) {
      const res = await adminFetch(stack.cmsUrl, `/site-analytics/summary?${q}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/preset/);
    }
  });
});
