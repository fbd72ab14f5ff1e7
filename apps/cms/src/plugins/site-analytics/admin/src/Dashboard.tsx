/**
 * The site analytics page of the CMS admin (docs/decisions/0041, 0090): the figures of
 * `GET /site-analytics/summary` for a period (a preset or two days of the firm's time zone) and the
 * filters (language, page, campaign, source, channel), all kept in the page's address so a view can
 * be shared; each total beside the previous period's; each section a table (and, for the series, a
 * chart) that can be downloaded as CSV. In the admin's language.
 */
import {
  Box,
  Button,
  Field,
  Flex,
  Grid,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tabs,
  Tbody,
  Td,
  TextInput,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHANNELS } from '../../server/src/channels';
import { FILTER_KEYS, PRESETS, VITAL_THRESHOLDS, type VitalStatus } from '../../server/src/shared';
import type { Breakdown, Summary, Totals, VitalFigure } from '../../server/src/summary';
import { csvTable } from '../../../../csv';
import { downloadCsv } from './csv';
import type { MessageId } from './messages';

type Cell = string | number | null;

export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id, defaultMessage: id }, values);
}

/** The query of the summary: a preset or from/to, and the filters (what the page's address holds). */
type Query = Record<string, string>;

/** Loads the summary of a query; `nonce` changes to load it again (Refresh). */
export function useSummary(query: Query, nonce = 0) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data: Summary | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query (a new object each render), `nonce` asks again.
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    get<{ data: Summary }>('/site-analytics/summary', { params: JSON.parse(key) as Query }).then(
      (res) => live && setState({ data: res.data.data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error: error instanceof Error ? error.message : String(error), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [get, key, nonce]);
  return state;
}

/** A table of figures, its CSV download, and an optional chart above it. */
function Section({
  id,
  title,
  note,
  headers,
  rows,
  chart,
  file,
  action,
}: {
  id: string;
  title: string;
  note?: string;
  headers: string[];
  rows: Cell[][];
  chart?: ReactNode;
  file: string;
  /** A last column of one control per row (not in the CSV), with its header. */
  action?: { header: string; cell: (row: number) => ReactNode };
}) {
  const t = useT();
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex justifyContent="space-between" alignItems="center" marginBottom={note ? 1 : 4} gap={4} wrap="wrap">
        <Typography id={id} tag="h2" variant="delta">
          {title}
        </Typography>
        <Button
          variant="tertiary"
          size="S"
          onClick={() => downloadCsv(`${file}.csv`, csvTable(headers, rows))}
          disabled={rows.length === 0}
        >
          {t('site-analytics.csv')}
        </Button>
      </Flex>
      {note ? (
        <Box marginBottom={4}>
          <Typography variant="pi" textColor="neutral600">
            {note}
          </Typography>
        </Box>
      ) : null}
      {rows.length === 0 ? (
        <Typography textColor="neutral600">{t('site-analytics.empty')}</Typography>
      ) : (
        <>
          {chart ? (
            <Box role="img" aria-label={t('site-analytics.chart', { title })} height="240px" marginBottom={4}>
              <ResponsiveContainer width="100%" height="100%">
                {chart as React.ReactElement}
              </ResponsiveContainer>
            </Box>
          ) : null}
          <FigureTable headers={headers} rows={rows} action={action} />
        </>
      )}
    </Box>
  );
}

function FigureTable({
  headers,
  rows,
  action,
}: {
  headers: string[];
  rows: Cell[][];
  action?: { header: string; cell: (row: number) => ReactNode };
}) {
  const intl = useIntl();
  // Figures as the admin's language writes them (the CSV keeps them plain).
  const shown = (c: Cell) => (c === null ? '—' : typeof c === 'number' ? intl.formatNumber(c) : c);
  return (
    <Box style={{ maxHeight: 440, overflowY: 'auto' }}>
      <Table colCount={headers.length + (action ? 1 : 0)} rowCount={rows.length + 1}>
        <Thead>
          <Tr>
            {headers.map((h) => (
              <Th key={h}>
                <Typography variant="sigma" style={{ whiteSpace: 'normal' }}>
                  {h}
                </Typography>
              </Th>
            ))}
            {action ? (
              <Th>
                <Typography variant="sigma">{action.header}</Typography>
              </Th>
            ) : null}
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional (a table of figures that is replaced whole).
            <Tr key={i}>
              {r.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                <Td key={j} style={j === 0 ? { whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: 420 } : undefined}>
                  <Typography textColor="neutral800">{shown(c)}</Typography>
                </Td>
              ))}
              {action ? <Td>{action.cell(i)}</Td> : null}
            </Tr>
          ))}
        </Tbody>
      </Table>
    </Box>
  );
}

/** The content manager's edit view of the chat-bot entry, where the pairs are. */
const CHAT_BOT_EDIT = '/content-manager/single-types/api::chat-bot.chat-bot';

/**
 * An unanswered question made a draft question-and-answer pair in its language (docs/decisions/0045):
 * one click creates it in the chat-bot entry's draft and opens the entry, where the editor writes the
 * answer and publishes.
 */
function MakePairButton({ question }: { question: { key: string; lang: string } }) {
  const t = useT();
  const { post } = useFetchClient();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const lang = question.lang === 'en' ? 'en' : 'es';
  const make = async () => {
    setState('busy');
    try {
      await post('/site-analytics/pair', { question: question.key, lang });
      navigate(CHAT_BOT_EDIT);
    } catch {
      setState('error');
    }
  };
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Button
        variant="secondary"
        size="S"
        onClick={make}
        loading={state === 'busy'}
        aria-label={t('site-analytics.pair.label', { question: question.key })}
      >
        {t('site-analytics.pair.make')}
      </Button>
      {state === 'error' ? (
        <Typography role="alert" variant="pi" textColor="danger600">
          {t('site-analytics.pair.error')}
        </Typography>
      ) : null}
    </Flex>
  );
}

const COLORS = { primary: '#4945ff', success: '#328048', warning: '#d9822f', danger: '#d02b20', neutral: '#8e8ea9' };
const STATUS_COLOR: Record<VitalStatus, 'success600' | 'warning600' | 'danger600'> = {
  good: 'success600',
  ni: 'warning600',
  poor: 'danger600',
};

/** Formats figures in the admin's language. */
function useFormat() {
  const intl = useIntl();
  const t = useT();
  const num = (n: number) => intl.formatNumber(n);
  const rate = (r: number | null) => (r === null ? null : `${intl.formatNumber(r, { maximumFractionDigits: 1 })} %`);
  const vital = (metric: string, value: number | null) => {
    if (value === null) return null;
    return VITAL_THRESHOLDS[metric]?.unit === 'ms'
      ? `${intl.formatNumber(Math.round(value))} ms`
      : intl.formatNumber(Math.round(value * 1000) / 1000, { maximumFractionDigits: 3 });
  };
  /** The change from the previous period: "+12 %", "−5 %", new, or none. */
  const change = (now: number, before: number) => {
    if (before === 0) return now === 0 ? t('site-analytics.change.same') : t('site-analytics.change.new');
    const p = Math.round(((now - before) / before) * 1000) / 10;
    return `${p > 0 ? '+' : p < 0 ? '−' : '±'}${intl.formatNumber(Math.abs(p), { maximumFractionDigits: 1 })} %`;
  };
  const points = (now: number | null, before: number | null) => {
    if (now === null || before === null) return null;
    const d = Math.round((now - before) * 10) / 10;
    return t('site-analytics.change.points', { value: `${d > 0 ? '+' : d < 0 ? '−' : '±'}${intl.formatNumber(Math.abs(d))}` });
  };
  const country = (code: string) => {
    if (!code) return t('site-analytics.none');
    try {
      const name = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code);
      return name && name !== code ? `${name} (${code})` : code;
    } catch {
      return code;
    }
  };
  return { num, rate, vital, change, points, country };
}

type Labeller = (key: string) => string;

/** The columns of a breakdown: its key, visitors, visits, page views, submissions, people, rate. */
function breakdownTable(
  rows: Breakdown[],
  keyHeader: string,
  label: Labeller,
  t: ReturnType<typeof useT>,
  f: ReturnType<typeof useFormat>,
) {
  return {
    headers: [
      keyHeader,
      t('site-analytics.visitors'),
      t('site-analytics.visits'),
      t('site-analytics.pageviews'),
      t('site-analytics.people'),
      t('site-analytics.leads'),
      t('site-analytics.rate'),
    ],
    rows: rows.map((r) => [
      r.other ? t('site-analytics.other') : label(r.key),
      r.visitors,
      r.visits,
      r.pageviews,
      r.people,
      r.leads,
      f.rate(r.rate),
    ]),
  };
}

/** Breakdowns one beside the other as tabs (one table shown at a time, the whole width). */
function TabbedBreakdowns({
  id,
  title,
  note,
  tabs,
}: {
  id: string;
  title: string;
  note?: string;
  tabs: Array<{ value: string; label: string; file: string; headers: string[]; rows: Cell[][] }>;
}) {
  const t = useT();
  const [tab, setTab] = useState(tabs[0]?.value ?? '');
  const current = tabs.find((x) => x.value === tab) ?? tabs[0];
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex justifyContent="space-between" alignItems="center" marginBottom={2} gap={4} wrap="wrap">
        <Typography id={id} tag="h2" variant="delta">
          {title}
        </Typography>
        <Button
          variant="tertiary"
          size="S"
          disabled={!current || current.rows.length === 0}
          onClick={() => current && downloadCsv(`${current.file}.csv`, csvTable(current.headers, current.rows))}
        >
          {t('site-analytics.csv')}
        </Button>
      </Flex>
      {note ? (
        <Box marginBottom={3}>
          <Typography variant="pi" textColor="neutral600">
            {note}
          </Typography>
        </Box>
      ) : null}
      <Tabs.Root value={tab} onValueChange={setTab} variant="simple">
        <Tabs.List aria-label={title}>
          {tabs.map((x) => (
            <Tabs.Trigger key={x.value} value={x.value}>
              {x.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((x) => (
          <Tabs.Content key={x.value} value={x.value}>
            <Box paddingTop={4}>
              {x.rows.length === 0 ? (
                <Typography textColor="neutral600">{t('site-analytics.empty')}</Typography>
              ) : (
                <FigureTable headers={x.headers} rows={x.rows} />
              )}
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}

function TotalCard({ label, value, change, hint }: { label: string; value: string; change: string | null; hint?: string }) {
  const t = useT();
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} width="100%" height="100%">
      <Typography variant="pi" textColor="neutral600" tag="p">
        {label}
      </Typography>
      <Typography variant="alpha" tag="p" data-figure={label}>
        {value}
      </Typography>
      <Typography variant="pi" textColor="neutral600" tag="p" data-change={label}>
        {change === null ? t('site-analytics.change.none') : t('site-analytics.change.label', { change })}
      </Typography>
      {hint ? (
        <Typography variant="pi" textColor="neutral500" tag="p">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

export function DashboardView({ summary }: { summary: Summary }) {
  const t = useT();
  const f = useFormat();
  const [weekly, setWeekly] = useState(false);
  const none = (s: string) => s || t('site-analytics.none');
  const kind = (k: string) => (['contact', 'lead', 'document'].includes(k) ? t(`site-analytics.kind.${k}` as MessageId) : k);
  const channel = (c: string) => ((CHANNELS as readonly string[]).includes(c) ? t(`site-analytics.channel.${c}` as MessageId) : none(c));
  const device = (d: string) => (['mobile', 'tablet', 'desktop'].includes(d) ? t(`site-analytics.device.${d}` as MessageId) : none(d));
  const language = (l: string) => (l === 'es' || l === 'en' ? t(`site-analytics.language.${l}` as MessageId) : none(l));
  const series = weekly
    ? summary.weeks.map((w) => ({ label: w.week, pageviews: w.pageviews, visits: w.visits, leads: w.leads }))
    : summary.days.map((d) => ({ label: d.day, pageviews: d.pageviews, visits: d.visits, leads: d.leads }));
  const totals = summary.totals;
  const prev: Totals = summary.previous.totals;
  const cards: Array<{ label: string; value: string; change: string | null; hint?: string }> = [
    { label: t('site-analytics.visitors'), value: f.num(totals.visitors), change: f.change(totals.visitors, prev.visitors) },
    { label: t('site-analytics.visits'), value: f.num(totals.visits), change: f.change(totals.visits, prev.visits) },
    { label: t('site-analytics.pageviews'), value: f.num(totals.pageviews), change: f.change(totals.pageviews, prev.pageviews) },
    { label: t('site-analytics.people'), value: f.num(totals.people), change: f.change(totals.people, prev.people) },
    { label: t('site-analytics.leads'), value: f.num(totals.leads), change: f.change(totals.leads, prev.leads) },
    {
      label: t('site-analytics.rate'),
      value: f.rate(totals.rate) ?? '—',
      change: f.points(totals.rate, prev.rate),
      hint: t('site-analytics.rate.hint'),
    },
    {
      label: t('site-analytics.withoutVisit'),
      value: f.num(totals.withoutVisit),
      change: f.change(totals.withoutVisit, prev.withoutVisit),
      hint: t('site-analytics.withoutVisit.hint'),
    },
    { label: t('site-analytics.questions'), value: f.num(totals.questions), change: f.change(totals.questions, prev.questions) },
    {
      label: t('site-analytics.answeredShare'),
      value: summary.chat.answeredShare === null ? '—' : `${f.num(summary.chat.answeredShare)} %`,
      change: f.change(totals.answered, prev.answered),
    },
  ];
  const table = (rows: Breakdown[], header: string, label: Labeller) => breakdownTable(rows, header, label, t, f);
  const metrics = Object.keys(VITAL_THRESHOLDS);
  const threshold = (m: string) => {
    const th = VITAL_THRESHOLDS[m];
    return th ? t('site-analytics.vitals.threshold', { good: f.vital(m, th.good) ?? '', poor: f.vital(m, th.poor) ?? '' }) : '';
  };
  const statusText = (s: VitalStatus | null) => (s ? t(`site-analytics.status.${s}` as MessageId) : '—');
  const vitalCell = (m: string, v: VitalFigure | undefined) =>
    v && v.p75 !== null ? `${f.vital(m, v.p75)} · ${statusText(v.status)} (${f.num(v.samples)})` : null;
  return (
    <>
      <Box tag="section" aria-labelledby="sa-totals" marginBottom={6}>
        <Typography id="sa-totals" tag="h2" variant="delta">
          {t('site-analytics.totals')}
        </Typography>
        <Box marginTop={1}>
          <Typography variant="pi" textColor="neutral600">
            {t('site-analytics.comparedWith', { from: summary.previous.from, to: summary.previous.to })}
          </Typography>
        </Box>
        <Box marginTop={1}>
          <Typography variant="pi" textColor="neutral600" tag="p" data-dropped>
            {t('site-analytics.dropped', {
              bot: f.num(summary.dropped.bot),
              optedOut: f.num(summary.dropped.opted_out),
              rateLimited: f.num(summary.dropped.rate_limited),
              invalid: f.num(summary.dropped.invalid + summary.dropped.queue_full),
            })}
          </Typography>
        </Box>
        <Grid.Root gap={4} marginTop={3}>
          {cards.map((c) => (
            <Grid.Item key={c.label} col={4} s={6} xs={12} alignItems="stretch">
              <TotalCard {...c} />
            </Grid.Item>
          ))}
        </Grid.Root>
      </Box>
      <Flex gap={2} marginBottom={3} role="group" aria-label={t('site-analytics.perDay')}>
        <Button variant={weekly ? 'tertiary' : 'secondary'} aria-pressed={!weekly} onClick={() => setWeekly(false)}>
          {t('site-analytics.byDay')}
        </Button>
        <Button variant={weekly ? 'secondary' : 'tertiary'} aria-pressed={weekly} onClick={() => setWeekly(true)}>
          {t('site-analytics.byWeek')}
        </Button>
      </Flex>
      <Section
        id="sa-series"
        file={weekly ? 'visits-leads-per-week' : 'visits-leads-per-day'}
        title={t(weekly ? 'site-analytics.perWeek' : 'site-analytics.perDay')}
        headers={[
          t(weekly ? 'site-analytics.week' : 'site-analytics.day'),
          t('site-analytics.pageviews'),
          t('site-analytics.visits'),
          t('site-analytics.leads'),
        ]}
        rows={series.map((s) => [s.label, s.pageviews, s.visits, s.leads])}
        chart={
          <LineChart data={series} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="pageviews" name={t('site-analytics.pageviews')} stroke={COLORS.neutral} dot={false} />
            <Line type="monotone" dataKey="visits" name={t('site-analytics.visits')} stroke={COLORS.primary} dot={false} />
            <Line type="monotone" dataKey="leads" name={t('site-analytics.leads')} stroke={COLORS.success} strokeWidth={2} />
          </LineChart>
        }
      />
      <TabbedBreakdowns
        id="sa-sources"
        title={t('site-analytics.acquisition')}
        note={t('site-analytics.acquisition.note')}
        tabs={[
          {
            value: 'channels',
            label: t('site-analytics.channel'),
            file: 'channels',
            ...table(summary.channels, t('site-analytics.channel'), channel),
          },
          {
            value: 'sources',
            label: t('site-analytics.source'),
            file: 'sources',
            ...table(summary.sources, t('site-analytics.source'), none),
          },
          {
            value: 'mediums',
            label: t('site-analytics.medium'),
            file: 'mediums',
            ...table(summary.mediums, t('site-analytics.medium'), none),
          },
          {
            value: 'campaigns',
            label: t('site-analytics.campaign'),
            file: 'campaigns',
            ...table(summary.campaigns, t('site-analytics.campaign'), none),
          },
        ]}
      />
      <Section
        id="sa-funnel"
        file="funnel-per-landing-page"
        title={t('site-analytics.funnel')}
        note={t('site-analytics.funnel.note')}
        headers={[
          t('site-analytics.landing'),
          t('site-analytics.visits'),
          t('site-analytics.visitors'),
          t('site-analytics.engaged'),
          t('site-analytics.people'),
          t('site-analytics.leads'),
          t('site-analytics.rate'),
        ]}
        rows={summary.funnel.map((r) => [none(r.landing), r.visits, r.visitors, r.engaged, r.people, r.leads, f.rate(r.rate)])}
      />
      <Section
        id="sa-pages"
        file="pages"
        title={t('site-analytics.pages')}
        note={t('site-analytics.pages.note')}
        {...table(summary.pages, t('site-analytics.page'), none)}
      />
      <TabbedBreakdowns
        id="sa-audience"
        title={t('site-analytics.audience')}
        tabs={[
          {
            value: 'countries',
            label: t('site-analytics.country'),
            file: 'countries',
            ...table(summary.countries, t('site-analytics.country'), f.country),
          },
          {
            value: 'devices',
            label: t('site-analytics.device'),
            file: 'devices',
            ...table(summary.devices, t('site-analytics.device'), device),
          },
          {
            value: 'languages',
            label: t('site-analytics.lang'),
            file: 'languages',
            ...table(summary.languages, t('site-analytics.lang'), language),
          },
        ]}
      />
      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-kind"
            file="leads-by-kind"
            title={t('site-analytics.leadsByKind')}
            headers={[t('site-analytics.kind'), t('site-analytics.leads')]}
            rows={summary.leadsByKind.map((c) => [kind(c.key), c.count])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-documents"
            file="documents-requested"
            title={t('site-analytics.documents')}
            headers={[t('site-analytics.document'), t('site-analytics.leads')]}
            rows={summary.documents.map((c) => [none(c.key), c.count])}
          />
        </Grid.Item>
      </Grid.Root>
      <Box tag="section" aria-labelledby="sa-vitals-site" marginBottom={4}>
        <Typography id="sa-vitals-site" tag="h2" variant="delta">
          {t('site-analytics.vitals')}
        </Typography>
        <Box marginTop={1}>
          <Typography variant="pi" textColor="neutral600">
            {t('site-analytics.vitals.note')}
          </Typography>
        </Box>
        <Grid.Root gap={4} marginTop={3}>
          {summary.vitals.site.map((v) => (
            <Grid.Item key={v.metric} col={3} s={6} xs={12} alignItems="stretch">
              <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} width="100%">
                <Typography variant="pi" textColor="neutral600" tag="p">
                  {t(`site-analytics.metric.${v.metric}` as MessageId)}
                </Typography>
                <Typography variant="alpha" tag="p" data-figure={`p75 ${v.metric}`}>
                  {f.vital(v.metric, v.p75) ?? '—'}
                </Typography>
                {v.status ? (
                  <Typography variant="pi" tag="p" fontWeight="bold" textColor={STATUS_COLOR[v.status]}>
                    {statusText(v.status)}
                  </Typography>
                ) : null}
                <Typography variant="pi" textColor="neutral600" tag="p">
                  {threshold(v.metric)} · {t('site-analytics.samplesOf', { n: v.samples })}
                </Typography>
              </Box>
            </Grid.Item>
          ))}
        </Grid.Root>
      </Box>
      <Section
        id="sa-vitals"
        file="core-web-vitals-per-page"
        title={t('site-analytics.vitals.pages')}
        headers={[
          t('site-analytics.page'),
          t('site-analytics.lang'),
          t('site-analytics.vitals.status'),
          ...metrics.map((m) => `${m} (p75)`),
        ]}
        rows={summary.vitals.pages.map((p) => [
          p.page,
          p.lang || null,
          statusText(p.status),
          ...metrics.map((m) => vitalCell(m, p.metrics[m])),
        ])}
      />
      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-chat"
            file="chat-per-day"
            title={t('site-analytics.chat')}
            headers={[t('site-analytics.day'), t('site-analytics.questions'), t('site-analytics.answered'), t('site-analytics.unanswered')]}
            rows={summary.chat.days.filter((d) => d.questions > 0).map((d) => [d.day, d.questions, d.answered, d.questions - d.answered])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-chat-campaign"
            file="chat-per-campaign"
            title={t('site-analytics.chatByCampaign')}
            headers={[t('site-analytics.campaign'), t('site-analytics.questions'), t('site-analytics.answered')]}
            rows={summary.chat.byCampaign.map((c) => [none(c.campaign), c.questions, c.answered])}
          />
        </Grid.Item>
        {/* Full width: the question, its language, its count and the button that makes it a pair. */}
        <Grid.Item col={12} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-unanswered"
            file="unanswered-questions"
            title={t('site-analytics.topUnanswered')}
            headers={[t('site-analytics.question'), t('site-analytics.lang'), t('site-analytics.count')]}
            rows={summary.chat.unanswered.map((q) => [q.key, q.lang || null, q.count])}
            action={{
              header: t('site-analytics.pair.header'),
              cell: (i) => {
                const q = summary.chat.unanswered[i];
                return q ? <MakePairButton question={q} /> : null;
              },
            }}
          />
        </Grid.Item>
      </Grid.Root>
    </>
  );
}

/** The page's query from its address: a preset (default 30 days) or from/to, and the filters. */
function queryOf(params: URLSearchParams): Query {
  const q: Query = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) Object.assign(q, { from, to });
  else q.preset = (PRESETS as readonly string[]).includes(params.get('preset') ?? '') ? (params.get('preset') as string) : '30d';
  for (const k of FILTER_KEYS) {
    const v = params.get(k);
    if (v) q[k] = v;
  }
  return q;
}

/** The period and the filters: presets, two days, and the filters, all in the page's address. */
function Controls({ query, summary, onRefresh }: { query: Query; summary: Summary | null; onRefresh: () => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Query>({ from: summary?.from ?? '', to: summary?.to ?? '', ...query });
  useEffect(() => {
    setDraft((d) => ({ ...d, ...query, from: query.from ?? summary?.from ?? d.from ?? '', to: query.to ?? summary?.to ?? d.to ?? '' }));
  }, [query, summary?.from, summary?.to]);
  const go = (next: Query) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (p.toString() === params.toString()) onRefresh();
    else setParams(p);
  };
  const filters = (d: Query) => Object.fromEntries(FILTER_KEYS.map((k) => [k, d[k] ?? '']));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to || draft.from > draft.to) return;
    go({ from: draft.from, to: draft.to, ...filters(draft) });
  };
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [k]: e.target.value });
  const active = FILTER_KEYS.filter((k) => query[k]);
  return (
    <Box background="neutral0" hasRadius shadow="tableShadow" padding={5} marginBottom={6}>
      <Flex gap={2} wrap="wrap" marginBottom={4} role="group" aria-label={t('site-analytics.presets')}>
        {PRESETS.map((p) => (
          <Button
            key={p}
            size="S"
            variant={query.preset === p ? 'secondary' : 'tertiary'}
            aria-pressed={query.preset === p}
            onClick={() => go({ preset: p, ...filters(query) })}
          >
            {t(`site-analytics.preset.${p}` as MessageId)}
          </Button>
        ))}
      </Flex>
      <form onSubmit={submit} aria-label={t('site-analytics.period')}>
        <Grid.Root gap={4}>
          <Grid.Item col={2} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="from" id="sa-from">
              <Field.Label>{t('site-analytics.from')}</Field.Label>
              <TextInput type="date" value={draft.from ?? ''} max={draft.to} onChange={set('from')} />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="to" id="sa-to">
              <Field.Label>{t('site-analytics.to')}</Field.Label>
              <TextInput type="date" value={draft.to ?? ''} min={draft.from} onChange={set('to')} />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="lang" id="sa-lang">
              <Field.Label>{t('site-analytics.lang')}</Field.Label>
              <SingleSelect value={draft.lang ?? ''} onChange={(v: string | number) => setDraft({ ...draft, lang: String(v) })}>
                <SingleSelectOption value="">{t('site-analytics.all')}</SingleSelectOption>
                <SingleSelectOption value="es">{t('site-analytics.language.es')}</SingleSelectOption>
                <SingleSelectOption value="en">{t('site-analytics.language.en')}</SingleSelectOption>
              </SingleSelect>
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={2} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="channel" id="sa-channel">
              <Field.Label>{t('site-analytics.channel')}</Field.Label>
              <SingleSelect value={draft.channel ?? ''} onChange={(v: string | number) => setDraft({ ...draft, channel: String(v) })}>
                <SingleSelectOption value="">{t('site-analytics.all')}</SingleSelectOption>
                {CHANNELS.map((c) => (
                  <SingleSelectOption key={c} value={c}>
                    {t(`site-analytics.channel.${c}` as MessageId)}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={4} s={12} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="page" id="sa-page" hint={t('site-analytics.page.hint')}>
              <Field.Label>{t('site-analytics.page')}</Field.Label>
              <TextInput value={draft.page ?? ''} placeholder="/es/…" onChange={set('page')} />
              <Field.Hint />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={3} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="campaign" id="sa-campaign">
              <Field.Label>{t('site-analytics.campaign')}</Field.Label>
              <TextInput value={draft.campaign ?? ''} onChange={set('campaign')} />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={3} s={6} xs={12} direction="column" alignItems="stretch">
            <Field.Root name="source" id="sa-source">
              <Field.Label>{t('site-analytics.source')}</Field.Label>
              <TextInput value={draft.source ?? ''} onChange={set('source')} />
            </Field.Root>
          </Grid.Item>
          <Grid.Item col={6} s={12} xs={12} alignItems="flex-end">
            <Flex gap={2} wrap="wrap">
              <Button type="submit" size="L">
                {t('site-analytics.apply')}
              </Button>
              <Button type="button" size="L" variant="secondary" onClick={onRefresh}>
                {t('site-analytics.refresh')}
              </Button>
              {active.length ? (
                <Button
                  type="button"
                  size="L"
                  variant="tertiary"
                  onClick={() => go({ ...(query.preset ? { preset: query.preset } : { from: query.from ?? '', to: query.to ?? '' }) })}
                >
                  {t('site-analytics.clearFilters')}
                </Button>
              ) : null}
            </Flex>
          </Grid.Item>
        </Grid.Root>
      </form>
    </Box>
  );
}

/** The admin page: the period, the filters and the dashboard. */
export function AnalyticsPage() {
  const t = useT();
  const [params] = useSearchParams();
  // One object per address: the form's draft is reset only when the address changes.
  const query = useMemo(() => queryOf(params), [params]);
  const [nonce, setNonce] = useState(0);
  const { data, error, loading } = useSummary(query, nonce);
  const active = FILTER_KEYS.filter((k) => query[k]);
  // A filter's value as the page names it (a channel's or a language's name in the admin's language).
  const filterValue = (k: string, v: string) =>
    (k === 'channel' && (CHANNELS as readonly string[]).includes(v)) || (k === 'lang' && (v === 'es' || v === 'en'))
      ? t(`site-analytics.${k === 'lang' ? 'language' : 'channel'}.${v}` as MessageId)
      : v;
  return (
    <Page.Main>
      <Page.Title>{t('site-analytics.title')}</Page.Title>
      <Layouts.Header title={t('site-analytics.title')} subtitle={t('site-analytics.subtitle')} />
      <Layouts.Content>
        <Controls query={query} summary={data} onRefresh={() => setNonce((n) => n + 1)} />
        <div aria-live="polite">
          {error ? <Typography textColor="danger600">{t('site-analytics.error', { message: error })}</Typography> : null}
          {loading ? <Typography>{t('site-analytics.loading')}</Typography> : null}
          {data && !loading ? (
            <Box marginBottom={4}>
              <Typography variant="omega" fontWeight="bold" tag="p" data-period>
                {t('site-analytics.showing', { from: data.from, to: data.to, zone: data.timeZone })}
              </Typography>
              {active.length ? (
                <Typography variant="pi" textColor="neutral600" tag="p">
                  {t('site-analytics.filteredBy', {
                    filters: active.map((k) => `${t(`site-analytics.${k}` as MessageId)}: ${filterValue(k, query[k] ?? '')}`).join(' · '),
                  })}
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </div>
        {data ? <DashboardView summary={data} /> : null}
      </Layouts.Content>
    </Page.Main>
  );
}

export default AnalyticsPage;
