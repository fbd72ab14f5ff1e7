/**
 * The admin dashboard's figures for a period (docs/decisions/0041, 0090), from the raw events of the
 * period and, for days whose raw events are past the retention, their daily aggregates.
 *
 * - Days are the firm's (the zone of the firm settings, decision 0088): the store files every event
 *   under its day in that zone, and the presets (today, 7 days, this month…) are computed in it.
 * - A visit is a page view that starts one (its `entry`); visitors are counted per day (the visitor
 *   hash changes every day: no one is followed across days).
 * - A lead is a person: every submission stored is a conversion (also from visitors who opted out of
 *   measurement: those carry no visit data), and the people are the distinct e-mail addresses
 *   (case-insensitive) of the submissions as the inbox stores them (`people`). Conversion rates are
 *   people over visitors, never above 100 %, with the submissions beside them.
 * - Every breakdown keeps its "(none)" row (key '') and folds what is past its first rows into one
 *   "other" row, so that each table adds up to the total.
 * - Filters (language, page, campaign, source, channel) apply to every figure of the page.
 */
import type { Core } from '@strapi/strapi';
import { CHANNELS, channelOf, sourceOf } from './channels';
import { FILTER_KEYS, type Filters, type Preset, VITAL_THRESHOLDS, type VitalStatus } from './shared';
import { DAILY_TABLE, EVENTS_TABLE, p75 } from './store';
import { addDays, dayIn, eachDay, weekOf } from './zone';

type Knex = Core.Strapi['db']['connection'];

/** The kinds of conversion that count as leads. */
const LEAD_TYPES = ['contact', 'lead', 'document'] as const;

/** Finds the e-mail address of stored submissions by their submission id (lower case; none when erased). */
export type PeopleLookup = (submissionIds: string[]) => Promise<Map<string, string>>;

interface Count {
  key: string;
  count: number;
}

/** One row of a breakdown (key '' is "(none)"; `other`: the rows past the first ones, folded). */
export interface Breakdown {
  key: string;
  pageviews: number;
  visits: number;
  visitors: number;
  /** Submissions stored. */
  leads: number;
  /** Distinct people among them (by e-mail address). */
  people: number;
  /** People over visitors, in % (at most 100); null without visitors. */
  rate: number | null;
  other?: true;
}

export interface Totals {
  pageviews: number;
  visits: number;
  /** Unique visitors per day, summed over the days. */
  visitors: number;
  leads: number;
  people: number;
  rate: number | null;
  /** Leads from visitors who opted out of measurement (Sec-GPC, DNT): counted, without visit data. */
  withoutVisit: number;
  chatOpened: number;
  questions: number;
  answered: number;
}

/** Beacon events the site servers did not record, by reason (the whole site: filters do not apply). */
type Dropped = Record<'bot' | 'opted_out' | 'rate_limited' | 'invalid' | 'queue_full', number>;

export interface VitalFigure {
  p75: number | null;
  samples: number;
  status: VitalStatus | null;
}

export interface Summary {
  from: string;
  to: string;
  timeZone: string;
  filters: Filters;
  totals: Totals;
  previous: { from: string; to: string; totals: Totals };
  dropped: Dropped;
  days: Array<{ day: string; pageviews: number; visits: number; visitors: number; leads: number; people: number }>;
  weeks: Array<{ week: string; pageviews: number; visits: number; leads: number }>;
  channels: Breakdown[];
  sources: Breakdown[];
  mediums: Breakdown[];
  campaigns: Breakdown[];
  landings: Breakdown[];
  pages: Breakdown[];
  languages: Breakdown[];
  countries: Breakdown[];
  devices: Breakdown[];
  /** From landing to lead, per landing page: visits, visitors, visitors who went on to a second page, people who converted. */
  funnel: Array<{ landing: string; visits: number; visitors: number; engaged: number; leads: number; people: number; rate: number | null }>;
  leadsByKind: Count[];
  documents: Count[];
  vitals: {
    site: Array<{ metric: string; good: number; ni: number; poor: number } & VitalFigure>;
    /** Per page and language, the pages failing first. */
    pages: Array<{ page: string; lang: string; status: VitalStatus | null; metrics: Record<string, VitalFigure> }>;
  };
  chat: {
    days: Array<{ day: string; questions: number; answered: number }>;
    answeredShare: number | null;
    /** The questions not answered (personal data removed), each with the language of its page ('' unknown). */
    unanswered: Array<Count & { lang: string }>;
    /** Chat questions per campaign of the visit (docs/decisions/0045). */
    byCampaign: Array<{ campaign: string; questions: number; answered: number }>;
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a range (YYYY-MM-DD, from ≤ to, at most 1000 days); null when it is not one. */
export function parseRange(from: unknown, to: unknown): { from: string; to: string } | null {
  if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to) || from > to) return null;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return null;
  if (eachDay(from, to).length >= 1000) return null;
  return { from, to };
}

/** A preset's days in the firm's zone, `now` being the current instant. */
export function presetRange(preset: Preset, zone: string, now = Date.now()): { from: string; to: string } {
  const today = dayIn(now, zone);
  const month = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: month, to: today };
    case 'lastmonth': {
      const end = addDays(month, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The period of the same length just before a range. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = eachDay(from, to).length;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The filters of a query (each a short text; unknown keys ignored); null when one is not valid. */
export function parseFilters(query: Record<string, unknown>): Filters | null {
  const out: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || value.length > 300) return null;
    if (key === 'lang' && value !== 'es' && value !== 'en') return null;
    if (key === 'channel' && !(CHANNELS as readonly string[]).includes(value)) return null;
    out[key] = value;
  }
  return out;
}

/** The visit fields of an event row, as stored. */
interface VisitRow {
  day: string;
  page: string;
  lang: string;
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  landing: string;
  device: string;
  country: string;
}

/** Page views (and chat openings), grouped by visitor and visit fields: `n` events, `entries` of them visits. */
interface ViewRow extends VisitRow {
  type: string;
  visitor: string;
  n: number;
  entries: number;
  /** Visitors counted by a daily aggregate (raw events gone): added as they are. */
  rolledVisitors: number;
}

interface LeadRow extends VisitRow {
  event_id: string;
  type: string;
  submission: string;
  no_visit: boolean;
  detail: string;
  /** A daily aggregate's count (1 for a raw event). */
  n: number;
}

const VISIT_COLUMNS = [
  'day',
  'page',
  'lang',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing',
  'device',
  'country',
] as const;

function matches(row: VisitRow, f: Filters): boolean {
  if (f.lang && row.lang !== f.lang) return false;
  if (f.page && row.page !== f.page) return false;
  if (f.campaign && row.utm_campaign !== f.campaign) return false;
  if (f.source && sourceOf(row) !== f.source) return false;
  if (f.channel && channelOf(row) !== f.channel) return false;
  return true;
}

/**
 * The filters that are a column's value, in the query (the database skips the other rows); the
 * derived ones (source, channel) are applied to the rows by `matches`.
 */
function where<Q extends { where: (column: string, value: string) => Q }>(query: Q, f: Filters): Q {
  let q = query;
  if (f.lang) q = q.where('lang', f.lang);
  if (f.page) q = q.where('page', f.page);
  if (f.campaign) q = q.where('utm_campaign', f.campaign);
  return q;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 10000) / 100) : null;

/** Accumulates a breakdown's figures for one key. */
class Cell {
  pageviews = 0;
  visits = 0;
  leads = 0;
  readonly visitors = new Set<string>();
  rolledVisitors = 0;
  readonly people = new Set<string>();
  rolledPeople = 0;
  view(r: ViewRow): void {
    this.pageviews += r.n;
    this.visits += r.entries;
    if (r.visitor) this.visitors.add(`${r.day} ${r.visitor}`);
    this.rolledVisitors += r.rolledVisitors;
  }
  lead(person: string | null, n: number): void {
    this.leads += n;
    if (person) this.people.add(person);
    else this.rolledPeople += n;
  }
  get visitorCount(): number {
    return this.visitors.size + this.rolledVisitors;
  }
  get peopleCount(): number {
    return this.people.size + this.rolledPeople;
  }
}

/** A breakdown's rows: the first `limit` by visits then people, the rest folded into one "other" row. */
function rowsOf(cells: Map<string, Cell>, limit = 40): Breakdown[] {
  const all = [...cells.entries()].map(([key, c]) => ({ key, c }));
  all.sort(
    (a, b) => b.c.visits - a.c.visits || b.c.peopleCount - a.c.peopleCount || b.c.pageviews - a.c.pageviews || a.key.localeCompare(b.key),
  );
  const row = (key: string, c: Cell): Breakdown => ({
    key,
    pageviews: c.pageviews,
    visits: c.visits,
    visitors: c.visitorCount,
    leads: c.leads,
    people: c.peopleCount,
    rate: percent(c.peopleCount, c.visitorCount),
  });
  const out = all.slice(0, limit).map(({ key, c }) => row(key, c));
  const rest = all.slice(limit);
  if (rest.length) {
    const other = new Cell();
    for (const { c } of rest) {
      other.pageviews += c.pageviews;
      other.visits += c.visits;
      other.leads += c.leads;
      for (const v of c.visitors) other.visitors.add(v);
      other.rolledVisitors += c.rolledVisitors;
      for (const p of c.people) other.people.add(p);
      other.rolledPeople += c.rolledPeople;
    }
    out.push({ ...row('', other), other: true });
  }
  return out;
}

const counts = (map: Map<string, number>): Count[] =>
  [...map.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key, count]) => ({ key, count }));

function tally(map: Map<string, number>, key: string, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** The breakdowns of the dashboard, each a function of a row's visit fields. */
const DIMENSIONS = {
  channels: (r: VisitRow) => channelOf(r) as string,
  sources: (r: VisitRow) => sourceOf(r),
  mediums: (r: VisitRow) => r.utm_medium,
  campaigns: (r: VisitRow) => r.utm_campaign,
  landings: (r: VisitRow) => r.landing,
  pages: (r: VisitRow) => r.page,
  languages: (r: VisitRow) => r.lang,
  countries: (r: VisitRow) => r.country,
  devices: (r: VisitRow) => r.device,
} satisfies Record<string, (r: VisitRow) => string>;
type Dimension = keyof typeof DIMENSIONS;

interface Loaded {
  views: ViewRow[];
  leads: LeadRow[];
  persons: Map<string, string>;
}

/** The oldest day that still has raw events (before it, only daily aggregates). */
async function oldestRawDay(knex: Knex): Promise<string> {
  return ((await knex(EVENTS_TABLE).min({ day: 'day' }).first()) as { day?: string | null } | undefined)?.day ?? '9999-12-31';
}

async function load(knex: Knex, from: string, to: string, filters: Filters, people: PeopleLookup, oldest: string): Promise<Loaded> {
  const rawViews = (await where(knex(EVENTS_TABLE), filters)
    .whereBetween('day', [from, to])
    .whereIn('type', ['pageview', 'chat_open'])
    .select('type', 'visitor', ...VISIT_COLUMNS)
    .count({ n: '*' })
    .sum({ entries: knex.raw('CASE WHEN entry THEN 1 ELSE 0 END') })
    .groupBy('type', 'visitor', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>;
  const rawLeads = (await where(knex(EVENTS_TABLE), filters)
    .whereBetween('day', [from, to])
    .whereIn('type', LEAD_TYPES)
    .select('event_id', 'type', 'submission', 'no_visit', 'detail', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>;
  const rolled =
    from < oldest
      ? ((await where(knex(DAILY_TABLE), filters)
          .whereBetween('day', [from, to])
          .where('day', '<', oldest)
          .whereIn('type', ['pageview', 'chat_open', ...LEAD_TYPES])
          .select('type', 'detail', 'events', 'entries', 'visitors', 'no_visit', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>)
      : [];
  const visit = (r: Record<string, unknown>): VisitRow =>
    Object.fromEntries(VISIT_COLUMNS.map((c) => [c, str(r[c])])) as unknown as VisitRow;
  const views: ViewRow[] = [
    ...rawViews.map((r) => ({
      ...visit(r),
      type: str(r.type),
      visitor: str(r.visitor),
      n: Number(r.n),
      entries: Number(r.entries ?? 0),
      rolledVisitors: 0,
    })),
    ...rolled
      .filter((r) => r.type === 'pageview' || r.type === 'chat_open')
      .map((r) => ({
        ...visit(r),
        type: str(r.type),
        visitor: '',
        n: Number(r.events),
        entries: Number(r.entries ?? 0),
        rolledVisitors: Number(r.visitors ?? 0),
      })),
  ].filter((r) => matches(r, filters));
  const leads: LeadRow[] = [
    ...rawLeads.map((r) => ({
      ...visit(r),
      event_id: str(r.event_id),
      type: str(r.type),
      submission: str(r.submission),
      no_visit: Boolean(r.no_visit),
      detail: str(r.detail),
      n: 1,
    })),
    ...rolled
      .filter((r) => (LEAD_TYPES as readonly unknown[]).includes(r.type))
      .map((r) => ({
        ...visit(r),
        event_id: '',
        type: str(r.type),
        submission: '',
        no_visit: Boolean(r.no_visit),
        detail: str(r.detail),
        n: Number(r.events),
      })),
    // A lead without visit data matches no filter (its source, page and language are unknown).
  ].filter((r) => (r.no_visit ? Object.keys(filters).length === 0 : matches(r, filters)));
  const ids = [...new Set(leads.map((l) => l.submission).filter(Boolean))];
  return { views, leads, persons: ids.length ? await people(ids) : new Map() };
}

/** The person behind a lead: its e-mail address, else the submission, else the event (each its own). Null for an aggregate. */
function personOf(lead: LeadRow, persons: Map<string, string>): string | null {
  if (!lead.event_id) return null;
  const email = lead.submission ? persons.get(lead.submission) : undefined;
  return email ? `email:${email}` : lead.submission ? `submission:${lead.submission}` : `event:${lead.event_id}`;
}

function totalsOf(data: Loaded, from: string, to: string, chat: { opened: number; questions: number; answered: number }): Totals {
  const perDay = new Map(eachDay(from, to).map((d) => [d, new Set<string>()]));
  let pageviews = 0;
  let visits = 0;
  let rolledVisitors = 0;
  for (const v of data.views) {
    if (v.type !== 'pageview') continue;
    pageviews += v.n;
    visits += v.entries;
    rolledVisitors += v.rolledVisitors;
    if (v.visitor) perDay.get(v.day)?.add(v.visitor);
  }
  const visitors = [...perDay.values()].reduce((n, s) => n + s.size, 0) + rolledVisitors;
  const people = new Set<string>();
  let rolledPeople = 0;
  let leads = 0;
  let withoutVisit = 0;
  for (const l of data.leads) {
    leads += l.n;
    if (l.no_visit) withoutVisit += l.n;
    const p = personOf(l, data.persons);
    if (p) people.add(p);
    else rolledPeople += l.n;
  }
  const peopleCount = people.size + rolledPeople;
  return {
    pageviews,
    visits,
    visitors,
    leads,
    people: peopleCount,
    rate: percent(peopleCount, visitors),
    withoutVisit,
    chatOpened: chat.opened,
    questions: chat.questions,
    answered: chat.answered,
  };
}

interface ChatRow extends VisitRow {
  type: string;
  detail: string;
  events: number;
}

async function loadChat(knex: Knex, from: string, to: string, filters: Filters, oldest: string): Promise<ChatRow[]> {
  const types = ['chat_answered', 'chat_unanswered'];
  const raw = (await where(knex(EVENTS_TABLE), filters)
    .whereBetween('day', [from, to])
    .whereIn('type', types)
    .select('type', 'detail', ...VISIT_COLUMNS)
    .count({ events: '*' })
    .groupBy('type', 'detail', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>;
  const rolled =
    from < oldest
      ? ((await where(knex(DAILY_TABLE), filters)
          .whereBetween('day', [from, to])
          .where('day', '<', oldest)
          .whereIn('type', types)
          .select('type', 'detail', 'events', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>)
      : [];
  return [...raw, ...rolled]
    .map((r) => ({
      ...(Object.fromEntries(VISIT_COLUMNS.map((c) => [c, str(r[c])])) as unknown as VisitRow),
      type: str(r.type),
      detail: str(r.detail),
      events: Number(r.events),
    }))
    .filter((r) => matches(r, filters));
}

const statusOf = (metric: string, value: number | null): VitalStatus | null => {
  const t = VITAL_THRESHOLDS[metric];
  if (!t || value === null) return null;
  return value <= t.good ? 'good' : value <= t.poor ? 'ni' : 'poor';
};
const RANK: Record<VitalStatus, number> = { poor: 0, ni: 1, good: 2 };

async function vitalsOf(knex: Knex, from: string, to: string, filters: Filters): Promise<Summary['vitals']> {
  const rows = (await where(knex(EVENTS_TABLE), filters)
    .whereBetween('day', [from, to])
    .where('type', 'vital')
    .select('metric', 'rating', 'value', ...VISIT_COLUMNS)) as Array<Record<string, unknown>>;
  const site = new Map<string, { values: number[]; good: number; ni: number; poor: number }>();
  const pages = new Map<string, { page: string; lang: string; values: Map<string, number[]> }>();
  for (const r of rows) {
    const v = { ...(Object.fromEntries(VISIT_COLUMNS.map((c) => [c, str(r[c])])) as unknown as VisitRow) };
    if (!matches(v, filters) || r.value === null || r.value === undefined) continue;
    const metric = str(r.metric);
    const value = Number(r.value);
    const s = site.get(metric) ?? { values: [], good: 0, ni: 0, poor: 0 };
    s.values.push(value);
    if (r.rating === 'good') s.good++;
    else if (r.rating === 'poor') s.poor++;
    else s.ni++;
    site.set(metric, s);
    const key = `${v.page}\n${v.lang}`;
    const p = pages.get(key) ?? { page: v.page, lang: v.lang, values: new Map() };
    p.values.set(metric, [...(p.values.get(metric) ?? []), value]);
    pages.set(key, p);
  }
  const metrics = Object.keys(VITAL_THRESHOLDS);
  const figure = (metric: string, values: number[] | undefined): VitalFigure => {
    const q = values?.length ? p75(values) : null;
    return { p75: q, samples: values?.length ?? 0, status: statusOf(metric, q) };
  };
  return {
    site: metrics.map((metric) => {
      const s = site.get(metric);
      return { metric, good: s?.good ?? 0, ni: s?.ni ?? 0, poor: s?.poor ?? 0, ...figure(metric, s?.values) };
    }),
    pages: [...pages.values()]
      .map((p) => {
        const figures = Object.fromEntries(metrics.map((m) => [m, figure(m, p.values.get(m))]));
        const statuses = Object.values(figures)
          .map((f) => f.status)
          .filter((s): s is VitalStatus => s !== null);
        const status = statuses.length ? statuses.reduce((a, b) => (RANK[a] <= RANK[b] ? a : b)) : null;
        return { page: p.page, lang: p.lang, status, metrics: figures };
      })
      .sort(
        (a, b) =>
          (a.status ? RANK[a.status] : 3) - (b.status ? RANK[b.status] : 3) ||
          (b.metrics.LCP?.samples ?? 0) - (a.metrics.LCP?.samples ?? 0) ||
          a.page.localeCompare(b.page) ||
          a.lang.localeCompare(b.lang),
      ),
  };
}

async function droppedOf(knex: Knex, from: string, to: string, oldest: string): Promise<Dropped> {
  const out: Dropped = { bot: 0, opted_out: 0, rate_limited: 0, invalid: 0, queue_full: 0 };
  const raw = (await knex(EVENTS_TABLE)
    .whereBetween('day', [from, to])
    .where('type', 'dropped')
    .select('detail')
    .sum({ n: 'value' })
    .groupBy('detail')) as Array<{ detail: string; n: unknown }>;
  const rolled =
    from < oldest
      ? ((await knex(DAILY_TABLE)
          .whereBetween('day', [from, to])
          .where('day', '<', oldest)
          .where('type', 'dropped')
          .select('detail')
          .sum({ n: 'events' })
          .groupBy('detail')) as Array<{ detail: string; n: unknown }>)
      : [];
  for (const r of [...raw, ...rolled]) if (r.detail in out) out[r.detail as keyof Dropped] += Math.round(Number(r.n ?? 0));
  return out;
}

interface SummaryQuery {
  from: string;
  to: string;
  timeZone: string;
  filters?: Filters;
  /** The e-mail addresses of stored submissions (the inbox's), to count people. */
  people: PeopleLookup;
}

function chatTotals(views: ViewRow[], chat: ChatRow[]) {
  return {
    opened: views.filter((v) => v.type === 'chat_open').reduce((n, v) => n + v.n, 0),
    questions: chat.reduce((n, c) => n + c.events, 0),
    answered: chat.filter((c) => c.type === 'chat_answered').reduce((n, c) => n + c.events, 0),
  };
}

export async function summary(knex: Knex, q: SummaryQuery): Promise<Summary> {
  const { from, to, timeZone } = q;
  const filters = q.filters ?? {};
  const oldest = await oldestRawDay(knex);
  const data = await load(knex, from, to, filters, q.people, oldest);
  const chatRows = await loadChat(knex, from, to, filters, oldest);
  const prev = previousRange(from, to);
  const prevData = await load(knex, prev.from, prev.to, filters, q.people, oldest);
  const prevChat = await loadChat(knex, prev.from, prev.to, filters, oldest);

  const cells = Object.fromEntries(Object.keys(DIMENSIONS).map((d) => [d, new Map<string, Cell>()])) as Record<
    Dimension,
    Map<string, Cell>
  >;
  const cell = (d: Dimension, key: string) => {
    let c = cells[d].get(key);
    if (!c) {
      c = new Cell();
      cells[d].set(key, c);
    }
    return c;
  };
  const days = new Map(
    eachDay(from, to).map((day) => [
      day,
      { day, pageviews: 0, visits: 0, visitors: new Set<string>(), rolled: 0, leads: 0, people: new Set<string>() },
    ]),
  );
  // From landing to lead: each visitor's page views of the day, by the landing page of the visit.
  const landingViews = new Map<string, Map<string, number>>();
  for (const v of data.views) {
    if (v.type !== 'pageview') continue;
    for (const d of Object.keys(DIMENSIONS) as Dimension[]) cell(d, DIMENSIONS[d](v)).view(v);
    const day = days.get(v.day);
    if (day) {
      day.pageviews += v.n;
      day.visits += v.entries;
      day.rolled += v.rolledVisitors;
      if (v.visitor) day.visitors.add(v.visitor);
    }
    if (v.visitor) {
      const byVisitor = landingViews.get(v.landing) ?? new Map<string, number>();
      const key = `${v.day} ${v.visitor}`;
      byVisitor.set(key, (byVisitor.get(key) ?? 0) + v.n);
      landingViews.set(v.landing, byVisitor);
    }
  }
  const kinds = new Map<string, number>();
  const documents = new Map<string, number>();
  for (const l of data.leads) {
    const person = personOf(l, data.persons);
    // Without visit data, it is in every breakdown's "(none)" row.
    for (const d of Object.keys(DIMENSIONS) as Dimension[]) cell(d, l.no_visit ? '' : DIMENSIONS[d](l)).lead(person, l.n);
    const day = days.get(l.day);
    if (day) {
      day.leads += l.n;
      if (person) day.people.add(person);
    }
    tally(kinds, l.type, l.n);
    if (l.type === 'document') tally(documents, l.detail, l.n);
  }

  const dayList = [...days.values()].map((d) => ({
    day: d.day,
    pageviews: d.pageviews,
    visits: d.visits,
    visitors: d.visitors.size + d.rolled,
    leads: d.leads,
    people: d.people.size,
  }));
  const weeks = new Map<string, { week: string; pageviews: number; visits: number; leads: number }>();
  for (const d of dayList) {
    const week = weekOf(d.day);
    const w = weeks.get(week) ?? { week, pageviews: 0, visits: 0, leads: 0 };
    w.pageviews += d.pageviews;
    w.visits += d.visits;
    w.leads += d.leads;
    weeks.set(week, w);
  }

  const chatDays = new Map(eachDay(from, to).map((day) => [day, { day, questions: 0, answered: 0 }]));
  const unanswered = new Map<string, number>();
  const chatCampaigns = new Map<string, { campaign: string; questions: number; answered: number }>();
  for (const g of chatRows) {
    const c = chatDays.get(g.day);
    if (c) {
      c.questions += g.events;
      if (g.type === 'chat_answered') c.answered += g.events;
    }
    if (g.type === 'chat_unanswered' && g.detail) tally(unanswered, `${g.lang}\n${g.detail}`, g.events);
    const k = chatCampaigns.get(g.utm_campaign) ?? { campaign: g.utm_campaign, questions: 0, answered: 0 };
    k.questions += g.events;
    if (g.type === 'chat_answered') k.answered += g.events;
    chatCampaigns.set(g.utm_campaign, k);
  }
  const totals = totalsOf(data, from, to, chatTotals(data.views, chatRows));
  const landingRows = rowsOf(cells.landings, 30);
  return {
    from,
    to,
    timeZone,
    filters,
    totals,
    previous: { ...prev, totals: totalsOf(prevData, prev.from, prev.to, chatTotals(prevData.views, prevChat)) },
    dropped: await droppedOf(knex, from, to, oldest),
    days: dayList,
    weeks: [...weeks.values()],
    channels: rowsOf(cells.channels),
    sources: rowsOf(cells.sources),
    mediums: rowsOf(cells.mediums),
    campaigns: rowsOf(cells.campaigns),
    landings: landingRows,
    pages: rowsOf(cells.pages),
    languages: rowsOf(cells.languages),
    countries: rowsOf(cells.countries),
    devices: rowsOf(cells.devices),
    funnel: landingRows
      .filter((r) => !r.other)
      .map((r) => {
        const engaged = [...(landingViews.get(r.key)?.values() ?? [])].filter((n) => n > 1).length;
        return { landing: r.key, visits: r.visits, visitors: r.visitors, engaged, leads: r.leads, people: r.people, rate: r.rate };
      }),
    leadsByKind: counts(kinds),
    documents: counts(documents),
    vitals: await vitalsOf(knex, from, to, filters),
    chat: {
      days: [...chatDays.values()],
      answeredShare: totals.questions > 0 ? Math.round((totals.answered / totals.questions) * 10000) / 100 : null,
      unanswered: counts(unanswered)
        .slice(0, 20)
        .map(({ key, count }) => {
          const cut = key.indexOf('\n');
          return { key: key.slice(cut + 1), lang: key.slice(0, cut), count };
        }),
      byCampaign: [...chatCampaigns.values()]
        .sort((a, b) => b.questions - a.questions || a.campaign.localeCompare(b.campaign))
        .slice(0, 30),
    },
  };
}
