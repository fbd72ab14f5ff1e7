/**
 * The admin dashboard's figures for a date range (docs/decisions/0041), from the raw events of the
 * range and, for days whose raw events are past the retention, their daily aggregates.
 */
import type { Core } from '@strapi/strapi';
import { DAILY_TABLE, EVENTS_TABLE, groupVitals, p75, type VitalRow } from './store';

type Knex = Core.Strapi['db']['connection'];

/** The kinds of conversion that count as leads. */
const LEAD_TYPES = ['contact', 'lead', 'document'] as const;

interface Count {
  key: string;
  count: number;
}

export interface Summary {
  from: string;
  to: string;
  totals: { pageviews: number; visits: number; visitors: number; leads: number; chatOpened: number; questions: number; answered: number };
  days: Array<{ day: string; pageviews: number; visits: number; visitors: number; leads: number }>;
  weeks: Array<{ week: string; pageviews: number; visits: number; leads: number }>;
  leadsByKind: Count[];
  leadsByCampaign: Count[];
  leadsByReferrer: Count[];
  leadsByLanding: Count[];
  documents: Count[];
  conversionByPage: Array<{ page: string; pageviews: number; leads: number; rate: number }>;
  conversionByCampaign: Array<{ campaign: string; visits: number; visitors: number; leads: number; rate: number }>;
  topPages: Array<{ page: string; lang: string; pageviews: number }>;
  vitals: Array<{
    page: string;
    lang: string;
    metric: string;
    p75: number | null;
    samples: number;
    good: number;
    ni: number;
    poor: number;
  }>;
  chat: {
    days: Array<{ day: string; questions: number; answered: number }>;
    answeredShare: number | null;
    /** The questions not answered (personal data removed), each with the language of its page ('' unknown). */
    unanswered: Array<Count & { lang: string }>;
    /** Chat questions per campaign of the visit (docs/decisions/0045). */
    byCampaign: Array<{ campaign: string; questions: number; answered: number }>;
  };
}

interface Group {
  day: string;
  type: string;
  page: string;
  lang: string;
  referrer: string;
  utm_campaign: string;
  landing: string;
  detail: string;
  events: number;
  entries: number;
}

const COLUMNS = ['day', 'type', 'page', 'lang', 'referrer', 'utm_campaign', 'landing', 'detail'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of a day's ISO week. */
function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to && out.length < 1000; d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

function tally(map: Map<string, number>, key: string, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

const top = (map: Map<string, number>, n = 20): Count[] =>
  [...map.entries()]
    .filter(([key]) => key !== '')
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([key, count]) => ({ key, count }));

const rate = (leads: number, base: number) => (base > 0 ? Math.round((leads / base) * 10000) / 100 : 0);

/** Checks a range (YYYY-MM-DD, from ≤ to, at most 1000 days); null when it is not one. */
export function parseRange(from: unknown, to: unknown): { from: string; to: string } | null {
  if (typeof from !== 'string' || typeof to !== 'string' || !DAY.test(from) || !DAY.test(to) || from > to) return null;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return null;
  if (eachDay(from, to).length >= 1000) return null;
  return { from, to };
}

export async function summary(knex: Knex, from: string, to: string): Promise<Summary> {
  const oldestRaw = ((await knex(EVENTS_TABLE).min({ day: 'day' }).first()) as { day?: string | null } | undefined)?.day ?? '9999-12-31';
  const raw = (await knex(EVENTS_TABLE)
    .whereBetween('day', [from, to])
    .whereNot('type', 'vital')
    .select(...COLUMNS)
    .count({ events: '*' })
    .sum({ entries: knex.raw('CASE WHEN entry THEN 1 ELSE 0 END') })
    .groupBy(...COLUMNS)) as Array<Record<string, unknown>>;
  const old =
    from < oldestRaw
      ? ((await knex(DAILY_TABLE)
          .whereBetween('day', [from, to < oldestRaw ? to : oldestRaw])
          .where('day', '<', oldestRaw)
          .whereNot('type', 'vital')
          .select(...COLUMNS)
          .sum({ events: 'events', entries: 'entries' })
          .groupBy(...COLUMNS)) as Array<Record<string, unknown>>)
      : [];
  const groups: Group[] = [...raw, ...old].map((g) => ({
    ...(Object.fromEntries(COLUMNS.map((c) => [c, String(g[c] ?? '')])) as Omit<Group, 'events' | 'entries'>),
    events: Number(g.events ?? 0),
    entries: Number(g.entries ?? 0),
  }));
  const visitorRows = (await knex(EVENTS_TABLE)
    .whereBetween('day', [from, to])
    .where('type', 'pageview')
    .whereNot('visitor', '')
    .select('day')
    .countDistinct({ visitors: 'visitor' })
    .groupBy('day')) as Array<{ day: string; visitors: unknown }>;
  const visitorsByDay = new Map(visitorRows.map((r) => [r.day, Number(r.visitors)]));
  // A campaign's unique visitors (hashes are daily: a person seen on two days counts on each).
  const campaignVisitorRows = (await knex(EVENTS_TABLE)
    .whereBetween('day', [from, to])
    .where('type', 'pageview')
    .whereNot('visitor', '')
    .whereNot('utm_campaign', '')
    .select('utm_campaign', knex.raw(`count(distinct day || ' ' || visitor) as visitors`))
    .groupBy('utm_campaign')) as Array<{ utm_campaign: string; visitors: unknown }>;
  const campaignVisitors = new Map(campaignVisitorRows.map((r) => [r.utm_campaign, Number(r.visitors)]));

  const days = new Map(
    eachDay(from, to).map((day) => [day, { day, pageviews: 0, visits: 0, visitors: visitorsByDay.get(day) ?? 0, leads: 0 }]),
  );
  const kinds = new Map<string, number>();
  const byCampaign = new Map<string, number>();
  const byReferrer = new Map<string, number>();
  const byLanding = new Map<string, number>();
  const documents = new Map<string, number>();
  const pageViews = new Map<string, number>();
  const pageLeads = new Map<string, number>();
  const campaignVisits = new Map<string, number>();
  const campaignLeads = new Map<string, number>();
  const topPages = new Map<string, { page: string; lang: string; pageviews: number }>();
  const chatDays = new Map(eachDay(from, to).map((day) => [day, { day, questions: 0, answered: 0 }]));
  const unanswered = new Map<string, number>();
  const chatCampaigns = new Map<string, { campaign: string; questions: number; answered: number }>();
  let chatOpened = 0;

  for (const g of groups) {
    const day = days.get(g.day);
    if (g.type === 'pageview') {
      if (day) {
        day.pageviews += g.events;
        day.visits += g.entries;
      }
      tally(pageViews, g.page, g.events);
      if (g.utm_campaign) tally(campaignVisits, g.utm_campaign, g.entries);
      const key = `${g.page}\n${g.lang}`;
      const t = topPages.get(key) ?? { page: g.page, lang: g.lang, pageviews: 0 };
      t.pageviews += g.events;
      topPages.set(key, t);
    } else if ((LEAD_TYPES as readonly string[]).includes(g.type)) {
      if (day) day.leads += g.events;
      tally(kinds, g.type, g.events);
      tally(byCampaign, g.utm_campaign, g.events);
      tally(byReferrer, g.referrer, g.events);
      tally(byLanding, g.landing, g.events);
      tally(pageLeads, g.page, g.events);
      if (g.utm_campaign) tally(campaignLeads, g.utm_campaign, g.events);
      if (g.type === 'document') tally(documents, g.detail, g.events);
    } else if (g.type === 'chat_open') {
      chatOpened += g.events;
    } else if (g.type === 'chat_answered' || g.type === 'chat_unanswered') {
      const c = chatDays.get(g.day);
      if (c) {
        c.questions += g.events;
        if (g.type === 'chat_answered') c.answered += g.events;
      }
      if (g.type === 'chat_unanswered' && g.detail) tally(unanswered, `${g.lang}\n${g.detail}`, g.events);
      if (g.utm_campaign) {
        const c = chatCampaigns.get(g.utm_campaign) ?? { campaign: g.utm_campaign, questions: 0, answered: 0 };
        c.questions += g.events;
        if (g.type === 'chat_answered') c.answered += g.events;
        chatCampaigns.set(g.utm_campaign, c);
      }
    }
  }

  const weeks = new Map<string, { week: string; pageviews: number; visits: number; leads: number }>();
  for (const d of days.values()) {
    const week = weekOf(d.day);
    const w = weeks.get(week) ?? { week, pageviews: 0, visits: 0, leads: 0 };
    w.pageviews += d.pageviews;
    w.visits += d.visits;
    w.leads += d.leads;
    weeks.set(week, w);
  }

  const vitalRows = (await knex(EVENTS_TABLE)
    .whereBetween('day', [from, to])
    .where('type', 'vital')
    .select('page', 'lang', 'metric', 'rating', 'value')) as VitalRow[];
  const vitals = groupVitals(vitalRows);

  const dayList = [...days.values()];
  const chatList = [...chatDays.values()];
  const questions = chatList.reduce((n, d) => n + d.questions, 0);
  const answered = chatList.reduce((n, d) => n + d.answered, 0);
  return {
    from,
    to,
    totals: {
      pageviews: dayList.reduce((n, d) => n + d.pageviews, 0),
      visits: dayList.reduce((n, d) => n + d.visits, 0),
      visitors: dayList.reduce((n, d) => n + d.visitors, 0),
      leads: dayList.reduce((n, d) => n + d.leads, 0),
      chatOpened,
      questions,
      answered,
    },
    days: dayList,
    weeks: [...weeks.values()],
    leadsByKind: top(kinds),
    leadsByCampaign: top(byCampaign),
    leadsByReferrer: top(byReferrer),
    leadsByLanding: top(byLanding),
    documents: top(documents),
    conversionByPage: [...pageViews.entries()]
      .map(([page, pageviews]) => ({ page, pageviews, leads: pageLeads.get(page) ?? 0, rate: rate(pageLeads.get(page) ?? 0, pageviews) }))
      .sort((a, b) => b.leads - a.leads || b.pageviews - a.pageviews)
      .slice(0, 30),
    conversionByCampaign: [...new Set([...campaignVisits.keys(), ...campaignLeads.keys()])]
      .map((campaign) => {
        const visits = campaignVisits.get(campaign) ?? 0;
        const leads = campaignLeads.get(campaign) ?? 0;
        return { campaign, visits, visitors: campaignVisitors.get(campaign) ?? 0, leads, rate: rate(leads, visits) };
      })
      .sort((a, b) => b.leads - a.leads || b.visits - a.visits)
      .slice(0, 30),
    topPages: [...topPages.values()].sort((a, b) => b.pageviews - a.pageviews || a.page.localeCompare(b.page)).slice(0, 30),
    vitals: [...vitals.values()]
      .map((g) => ({
        page: g.page,
        lang: g.lang,
        metric: g.metric,
        p75: p75(g.values),
        samples: g.values.length,
        good: g.good,
        ni: g.ni,
        poor: g.poor,
      }))
      .sort((a, b) => a.page.localeCompare(b.page) || a.lang.localeCompare(b.lang) || a.metric.localeCompare(b.metric)),
    chat: {
      days: chatList,
      answeredShare: questions > 0 ? Math.round((answered / questions) * 10000) / 100 : null,
      unanswered: top(unanswered).map(({ key, count }) => {
        const cut = key.indexOf('\n');
        return { key: key.slice(cut + 1), lang: key.slice(0, cut), count };
      }),
      byCampaign: [...chatCampaigns.values()]
        .sort((a, b) => b.questions - a.questions || a.campaign.localeCompare(b.campaign))
        .slice(0, 30),
    },
  };
}
