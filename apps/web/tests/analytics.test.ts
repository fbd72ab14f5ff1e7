/**
 * First-party measurement on the running stack (docs/decisions/0041): a site server of its own
 * (short flush interval, the stack's CMS and chat service), the beacon's endpoint probed as a
 * browser and as an attacker would, and the dashboard's figures read through the CMS admin API.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { contactPayload, postJson, type SiteProcess, startSite } from './forms-site';

const stack = inject('stack');
let site: SiteProcess;
/** A second site server of the same CMS (no Redis): the same visitor must hash alike on both. */
let other: SiteProcess;
let off: SiteProcess;
const outbox = mkdtempSync(join(tmpdir(), 'analytics-outbox-'));

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  [site, off] = await Promise.all([
    startSite(stack, {
      ANALYTICS_FLUSH_MS: '100',
      FORMS_RATE_LIMIT_MAX: '10000',
      OUTBOX_DIR: outbox,
      CHAT_URL: stack.chatUrl,
      CHAT_API_TOKEN: stack.chatToken,
    }),
    startSite(stack, { ANALYTICS: 'off' }),
  ]);
  other = await startSite(stack, { ANALYTICS_FLUSH_MS: '100' });
}, 90_000);

afterAll(async () => {
  await Promise.all([site?.stop(), other?.stop(), off?.stop()]);
  rmSync(outbox, { recursive: true, force: true });
});

let ipCounter = 0;
/** A private address of its own per request group: the rate limit counts per client IP. */
const nextIp = () => `10.26.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

function beacon(body: unknown, headers: Record<string, string> = {}, url = site.url): Promise<Response> {
  return fetch(`${url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'user-agent': CHROME, 'x-forwarded-for': nextIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

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
  totals: { pageviews: number; visits: number; leads: number; questions: number; answered: number };
  pages: Row[];
  campaigns: Row[];
  leadsByKind: Array<{ key: string; count: number }>;
  chat: {
    unanswered: Array<{ key: string; lang: string; count: number }>;
    byCampaign: Array<{ campaign: string; questions: number; answered: number }>;
  };
}

/** Today's figures (today in the firm's time zone, docs/decisions/0090), of one campaign when given. */
async function summary(campaign = ''): Promise<Summary> {
  const res = await adminFetch(stack.cmsUrl, `/site-analytics/summary?preset=today${campaign ? `&campaign=${campaign}` : ''}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Summary }).data;
}

/** Reads the summary until `ready` holds (the site server stores events in batches). */
async function summaryWhen(ready: (s: Summary) => boolean, timeoutMs = 15_000, campaign = ''): Promise<Summary> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = await summary(campaign);
    if (ready(s) || Date.now() > end) return s;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('collection', () => {
  const campaign = `spring-${randomUUID().slice(0, 8)}`;
  const utm = { source: 'newsletter', medium: 'email', campaign };

  it('stores visits from a campaign link in both languages, and a contact sent from one as its conversion', async () => {
    for (const [page, lang] of [
      ['/es/servicio-sap', 'es'],
      ['/en/servicio-sap', 'en'],
    ] as const) {
      const res = await beacon({
        events: [{ type: 'pageview', entry: true, page, lang, ref: 'www.linkedin.com', landing: page, utm, w: 390 }],
      });
      expect(res.status).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const contact = await postJson(
      `${site.url}/api/contact`,
      contactPayload({
        landing_page: `/es/servicio-sap?utm_source=newsletter&utm_campaign=${campaign}`,
        sending_page: '/es/servicio-sap',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: campaign,
        referrer: 'https://www.linkedin.com/feed/',
      }),
      { 'user-agent': CHROME },
    );
    expect(contact.status).toBe(200);
    const s = await summaryWhen((x) => x.campaigns.some((c) => c.key === campaign && c.visits === 2 && c.leads === 1), 15_000, campaign);
    // Two addresses (nextIp): two visitors; one person converted.
    expect(s.campaigns.find((c) => c.key === campaign)).toEqual({
      key: campaign,
      pageviews: 2,
      visits: 2,
      visitors: 2,
      leads: 1,
      people: 1,
      rate: 50,
    });
    expect(s.pages.find((p) => p.key === '/es/servicio-sap')?.pageviews).toBeGreaterThanOrEqual(1);
    expect(s.pages.find((p) => p.key === '/en/servicio-sap')?.pageviews).toBeGreaterThanOrEqual(1);
    expect(s.leadsByKind.find((k) => k.key === 'contact')?.count).toBeGreaterThanOrEqual(1);
  });

  it("counts one visitor who reaches two site servers the same day (the salt is the CMS's, no Redis needed)", async () => {
    const both = `both-${randomUUID().slice(0, 8)}`;
    const ip = nextIp();
    for (const [url, page] of [
      [site.url, '/es/'],
      [other.url, '/es/nosotros'],
    ] as const) {
      const res = await beacon(
        { events: [{ type: 'pageview', entry: true, page, lang: 'es', landing: page, utm: { campaign: both }, w: 1440 }] },
        { 'x-forwarded-for': ip, origin: url },
        url,
      );
      expect(res.status).toBe(202);
    }
    const s = await summaryWhen((x) => x.campaigns.some((c) => c.key === both && c.visits === 2), 15_000, both);
    expect(s.campaigns.find((c) => c.key === both)).toMatchObject({ visits: 2, visitors: 1 });
  });

  it('records nothing for a visitor who asks not to be tracked (Sec-GPC, DNT) or a known bot', async () => {
    const quiet = `quiet-${randomUUID().slice(0, 8)}`;
    const event = { type: 'pageview', entry: true, page: '/es/', lang: 'es', utm: { campaign: quiet }, w: 1440 };
    expect((await beacon({ events: [event] }, { 'sec-gpc': '1' })).status).toBe(204);
    expect((await beacon({ events: [event] }, { dnt: '1' })).status).toBe(204);
    expect(
      (await beacon({ events: [event] }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))
        .status,
    ).toBe(204);
    // A marker sent after them, recorded: once it is in, the three before it would be too.
    const marker = `marker-${randomUUID().slice(0, 8)}`;
    expect((await beacon({ events: [{ ...event, utm: { campaign: marker } }] })).status).toBe(202);
    const s = await summaryWhen((x) => x.campaigns.some((c) => c.key === marker), 15_000, marker);
    expect(s.campaigns.some((c) => c.key === marker)).toBe(true);
    expect((await summary(quiet)).totals.pageviews).toBe(0);
  });

  it('counts a chat question the assistant answered, and one it could not (without its e-mail address or phone)', async () => {
    const ask = (question: string) =>
      fetch(`${site.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': CHROME, referer: `${site.url}/es/?utm_campaign=chat` },
        body: JSON.stringify({ message: JSON.stringify([{ role: 'user', content: question }]), language: 'es' }),
      });
    const before = (await summary()).totals;
    const tag = randomUUID().slice(0, 6);
    const unanswerable = `Quiero el horario del comedor ${tag} de su oficina en Marte, escríbanme a pepe.${tag}@example.com o al +52 55 1234 5678`;
    expect((await ask(unanswerable)).status).toBe(200);
    expect((await ask('¿Hacen implementaciones de SAP S/4HANA?')).status).toBe(200);
    const s = await summaryWhen((x) => x.chat.unanswered.some((q) => q.key.includes(tag)) && x.totals.answered > before.answered);
    const stored = s.chat.unanswered.find((q) => q.key.includes(tag))?.key ?? '';
    expect(stored).toContain(`comedor ${tag}`);
    expect(stored).not.toContain('@');
    expect(stored).not.toContain('1234');
    expect(stored).toContain('[email]');
    expect(s.totals.questions).toBeGreaterThanOrEqual(before.questions + 2);
    expect(s.totals.answered).toBeGreaterThanOrEqual(before.answered + 1);
  });

  it("ties a chat question to the visit's campaign the widget sends, not to the page's address (docs/decisions/0045)", async () => {
    const visit = `visit-${randomUUID().slice(0, 8)}`;
    const page = `page-${randomUUID().slice(0, 8)}`;
    const tag = randomUUID().slice(0, 6);
    const ask = (question: string) =>
      fetch(`${site.url}/api/chat`, {
        method: 'POST',
        // The visitor came from a campaign link to the SAP page, then read the home page (its address: another campaign).
        headers: { 'content-type': 'application/json', 'user-agent': CHROME, referer: `${site.url}/en/?utm_campaign=${page}` },
        body: JSON.stringify({
          message: JSON.stringify([{ role: 'user', content: question }]),
          language: 'en',
          attribution: {
            landing_page: `/en/servicio-sap?utm_source=newsletter&utm_campaign=${visit}`,
            sending_page: '/en/',
            referrer: 'https://www.linkedin.com/feed/',
            utm_source: 'newsletter',
            utm_medium: 'email',
            utm_campaign: visit,
            utm_term: '',
            utm_content: '',
          },
        }),
      });
    expect((await ask('Do you implement SAP S/4HANA?')).status).toBe(200);
    expect((await ask(`What is the lunch menu ${tag} at your office on Mars?`)).status).toBe(200);
    const s = await summaryWhen((x) => x.chat.byCampaign.some((c) => c.campaign === visit && c.questions === 2), 15_000, visit);
    expect(s.chat.byCampaign.find((c) => c.campaign === visit)).toEqual({ campaign: visit, questions: 2, answered: 1 });
    expect((await summary(page)).totals.questions).toBe(0);
    // The unanswered question, with the language of the page it was asked on (the dashboard makes a pair of it in that language).
    expect(s.chat.unanswered.find((q) => q.key.includes(tag))?.lang).toBe('en');
  });

  it('stores the events still waiting when its site server is stopped (SIGTERM), before it exits', async () => {
    const last = `last-${randomUUID().slice(0, 8)}`;
    // A minute between batches: only the shutdown can store this event within the test.
    const stopping = await startSite(stack, { ANALYTICS_FLUSH_MS: '60000' });
    try {
      const res = await beacon(
        { events: [{ type: 'pageview', entry: true, page: '/es/', lang: 'es', landing: '/es/', utm: { campaign: last }, w: 1440 }] },
        { origin: stopping.url },
        stopping.url,
      );
      expect(res.status).toBe(202);
      stopping.signal('SIGTERM');
      expect(await stopping.exited).toBe(0);
      const s = await summaryWhen((x) => x.campaigns.some((c) => c.key === last), 5_000, last);
      expect(s.campaigns.find((c) => c.key === last)).toMatchObject({ visits: 1, visitors: 1 });
    } finally {
      await stopping.stop();
    }
  });

  it('switches off with ANALYTICS=off: the endpoint answers 404 and a contact is not counted', async () => {
    expect((await beacon({ events: [{ type: 'pageview', page: '/es/', lang: 'es', w: 1 }] }, {}, off.url)).status).toBe(404);
    const unseen = `off-${randomUUID().slice(0, 8)}`;
    const contact = await postJson(`${off.url}/api/contact`, contactPayload({ sending_page: '/es/', utm_campaign: unseen }), {
      'user-agent': CHROME,
    });
    expect(contact.status).toBe(200);
    // A marker through the measuring server after it: once it is in, the contact would be too.
    const marker = `after-${randomUUID().slice(0, 8)}`;
    expect(
      (await beacon({ events: [{ type: 'pageview', entry: true, page: '/es/', lang: 'es', utm: { campaign: marker }, w: 1 }] })).status,
    ).toBe(202);
    const s = await summaryWhen((x) => x.campaigns.some((c) => c.key === marker), 15_000, marker);
    expect(s.campaigns.some((c) => c.key === marker)).toBe(true);
    expect((await summary(unseen)).totals.leads).toBe(0);
  });
});

describe('bad beacon payloads', () => {
  const good = { type: 'pageview', page: '/es/', lang: 'es', w: 390 };
  const wrongValues: unknown[] = [null, true, false, 0, -1, 1.5, 1e300, '', 'x', 'x'.repeat(5000), [], [1], {}, { a: 1 }];
  const fields = ['type', 'page', 'lang', 'w', 'ref', 'landing', 'utm', 'entry'];

  function cases(): Array<{ name: string; body: string; headers?: Record<string, string> }> {
    const out: Array<{ name: string; body: string; headers?: Record<string, string> }> = [];
    const add = (name: string, value: unknown, headers?: Record<string, string>) =>
      out.push({ name, body: typeof value === 'string' ? value : JSON.stringify(value), headers });
    // Every field of an event with every wrong type.
    // Values that are right for their field are no bad payload.
    const right = (field: string, v: unknown) =>
      (field === 'w' && v === 0) ||
      (field === 'ref' && v === 'x') ||
      (field === 'utm' && JSON.stringify(v) === '{}') ||
      (field === 'entry' && typeof v === 'boolean');
    for (const field of fields)
      for (const [i, v] of wrongValues.entries()) if (!right(field, v)) add(`${field}=${i}`, { events: [{ ...good, [field]: v }] });
    const vital = { ...good, type: 'vital', metric: 'LCP', value: 1200, rating: 'good' };
    for (const field of ['metric', 'value', 'rating'])
      for (const [i, v] of wrongValues.entries())
        if (!(field === 'value' && typeof v === 'number' && v >= 0 && v <= 600_000))
          add(`vital ${field}=${i}`, { events: [{ ...vital, [field]: v }] });
    // The envelope.
    for (const [i, v] of wrongValues.entries()) add(`events=${i}`, { events: v });
    for (const [i, v] of wrongValues.entries()) if (typeof v !== 'object' || v === null || Array.isArray(v)) add(`body=${i}`, v);
    add('extra top-level key', { events: [good], admin: true });
    add('eleven events', { events: Array.from({ length: 11 }, () => good) });
    add('a conversion', { events: [{ ...good, type: 'lead' }] });
    add('vital without metric', { events: [{ ...good, type: 'vital', value: 1, rating: 'good' }] });
    for (const metric of ['FID', 'lcp', '', 'LCP '])
      add(`vital metric ${metric}`, { events: [{ ...good, type: 'vital', metric, value: 1, rating: 'good' }] });
    for (const value of [-0.1, 600_001, '12', null])
      add(`vital value ${value}`, { events: [{ ...good, type: 'vital', metric: 'LCP', value, rating: 'good' }] });
    for (const page of ['es/', 'https://x.example/', '//x.example', '/es/<script>', '/es/ space', `/${'a'.repeat(300)}`, '/es/\n'])
      add(`page ${page.slice(0, 20)}`, { events: [{ ...good, page }] });
    for (const ref of ['https://x.example', 'x.example/path', 'x example', '<x>']) add(`ref ${ref}`, { events: [{ ...good, ref }] });
    add('utm unknown key', { events: [{ ...good, utm: { evil: 'x' } }] });
    add('utm long', { events: [{ ...good, utm: { campaign: 'c'.repeat(101) } }] });
    // Malformed JSON.
    for (const text of ['{', '{"events":[', 'events', '{"events":[{]}', "{'events':[]}", '\u0000', 'nul', '[1,2', '{"a":1}}', '😀'])
      add(`malformed ${JSON.stringify(text)}`, text);
    // Huge bodies.
    add('huge 9 KB', { events: [{ ...good, utm: { campaign: 'x'.repeat(9000) } }] });
    add('huge 1 MB', 'x'.repeat(1024 * 1024));
    add('empty', '');
    // Wrong origin and content type.
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1', 'not a url'])
      add(`origin ${origin}`, { events: [good] }, { origin });
    for (const site of ['cross-site', 'same-site']) add(`sec-fetch-site ${site}`, { events: [good] }, { 'sec-fetch-site': site });
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', 'application/xml'])
      add(`content-type ${type}`, { events: [good] }, { 'content-type': type });
    return out;
  }

  it('refuses at least 200 kinds with a 4xx, never a 5xx, and never sets a cookie', async () => {
    const all = cases();
    expect(all.length).toBeGreaterThanOrEqual(200);
    const results: Array<{ name: string; status: number; cookie: string | null }> = [];
    for (let i = 0; i < all.length; i += 20) {
      const batch = all.slice(i, i + 20);
      results.push(
        ...(await Promise.all(
          batch.map(async (c) => {
            const res = await beacon(c.body, c.headers ?? {});
            await res.arrayBuffer();
            return { name: c.name, status: res.status, cookie: res.headers.get('set-cookie') };
          }),
        )),
      );
    }
    const wrong = results.filter((r) => r.status < 400 || r.status >= 500);
    expect(wrong).toEqual([]);
    expect(results.filter((r) => r.cookie !== null)).toEqual([]);
    // A GET is no beacon either.
    const get = await fetch(`${site.url}/api/events`);
    expect(get.status).toBe(405);
  });

  it('rate-limits one client', async () => {
    const ip = '10.99.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 25) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, () => beacon({ events: [good] }, { 'x-forwarded-for': ip }).then((r) => r.status)),
        )),
      );
    }
    expect(statuses.filter((s) => s === 202).length).toBe(120);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
  });
});
