/**
 * The site analytics page of the CMS admin (docs/decisions/0041): the figures of
 * `GET /site-analytics/summary` for a date range, each section as a chart (recharts, loaded in the
 * admin only) and as an accessible table that can be downloaded as CSV. In the admin's language.
 */
import { Box, Button, Flex, Grid, Table, Tbody, Td, TextInput, Th, Thead, Tr, Typography, Field } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Summary } from '../../analytics/summary';
import { csvTable } from '../../csv';
import { downloadCsv } from './csv';
import type { MessageId } from './messages';

type Cell = string | number | null;

export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id, defaultMessage: id }, values);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 24 * 60 * 60 * 1000));

/** Loads the summary of a range. */
export function useSummary(from: string, to: string) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data: Summary | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    get<{ data: Summary }>('/site-analytics/summary', { params: { from, to } }).then(
      (res) => live && setState({ data: res.data.data, error: null, loading: false }),
      (error: unknown) => live && setState({ data: null, error: error instanceof Error ? error.message : String(error), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [get, from, to]);
  return state;
}

/** One section: a heading, an optional chart, its table and the CSV download. */
function Section({
  id,
  title,
  headers,
  rows,
  chart,
  file,
  action,
}: {
  id: string;
  title: string;
  headers: string[];
  rows: Cell[][];
  chart?: ReactNode;
  file: string;
  /** A last column of one control per row (not in the CSV), with its header. */
  action?: { header: string; cell: (row: number) => ReactNode };
}) {
  const t = useT();
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" hasRadius shadow="tableShadow" padding={6} marginBottom={6}>
      <Flex justifyContent="space-between" alignItems="center" marginBottom={4} gap={4} wrap="wrap">
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
      {rows.length === 0 ? (
        <Typography textColor="neutral600">{t('site-analytics.empty')}</Typography>
      ) : (
        <>
          {chart ? (
            <Box role="img" aria-label={t('site-analytics.chart', { title })} height="260px" marginBottom={4}>
              <ResponsiveContainer width="100%" height="100%">
                {chart as React.ReactElement}
              </ResponsiveContainer>
            </Box>
          ) : null}
          <Box style={{ maxHeight: 420, overflow: 'auto' }}>
            <Table colCount={headers.length + (action ? 1 : 0)} rowCount={rows.length + 1}>
              <Thead>
                <Tr>
                  {headers.map((h) => (
                    <Th key={h}>
                      <Typography variant="sigma">{h}</Typography>
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
                      <Td key={j}>
                        <Typography textColor="neutral800">{c === null ? '—' : c}</Typography>
                      </Td>
                    ))}
                    {action ? <Td>{action.cell(i)}</Td> : null}
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </Box>
        </>
      )}
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
const pct = (n: number, total: number) => (total > 0 ? Math.round((n / total) * 1000) / 10 : 0);

export function DashboardView({ summary }: { summary: Summary }) {
  const t = useT();
  const [weekly, setWeekly] = useState(false);
  const none = (s: string) => s || t('site-analytics.none');
  const kind = (k: string) => (['contact', 'lead', 'document'].includes(k) ? t(`site-analytics.kind.${k}` as MessageId) : k);
  const series = weekly
    ? summary.weeks.map((w) => ({ label: w.week, pageviews: w.pageviews, visits: w.visits, leads: w.leads }))
    : summary.days.map((d) => ({ label: d.day, pageviews: d.pageviews, visits: d.visits, leads: d.leads }));
  const vitals = summary.vitals.map((v) => {
    const n = v.good + v.ni + v.poor;
    return { ...v, goodPct: pct(v.good, n), niPct: pct(v.ni, n), poorPct: pct(v.poor, n) };
  });
  const totals = summary.totals;
  const cards: Array<[string, string | number]> = [
    [t('site-analytics.pageviews'), totals.pageviews],
    [t('site-analytics.visits'), totals.visits],
    [t('site-analytics.visitors'), totals.visitors],
    [t('site-analytics.leads'), totals.leads],
    [t('site-analytics.chatOpened'), totals.chatOpened],
    [t('site-analytics.questions'), totals.questions],
    [t('site-analytics.answeredShare'), summary.chat.answeredShare === null ? '—' : `${summary.chat.answeredShare} %`],
  ];
  return (
    <>
      <Box tag="section" aria-labelledby="sa-totals" marginBottom={6}>
        <Typography id="sa-totals" tag="h2" variant="delta">
          {t('site-analytics.totals')}
        </Typography>
        <Grid.Root gap={4} marginTop={3}>
          {cards.map(([label, value]) => (
            <Grid.Item key={label} col={3} s={6} xs={12}>
              <Box background="neutral0" hasRadius shadow="tableShadow" padding={4} width="100%">
                <Typography variant="pi" textColor="neutral600" tag="p">
                  {label}
                </Typography>
                <Typography variant="alpha" tag="p" data-figure={label}>
                  {value}
                </Typography>
              </Box>
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
      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-kind"
            file="leads-by-kind"
            title={t('site-analytics.leadsByKind')}
            headers={[t('site-analytics.kind'), t('site-analytics.count')]}
            rows={summary.leadsByKind.map((c) => [kind(c.key), c.count])}
            chart={
              <BarChart data={summary.leadsByKind.map((c) => ({ name: kind(c.key), count: c.count }))} accessibilityLayer>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name={t('site-analytics.count')} fill={COLORS.primary} />
              </BarChart>
            }
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-campaign"
            file="leads-by-campaign"
            title={t('site-analytics.leadsByCampaign')}
            headers={[t('site-analytics.campaign'), t('site-analytics.count')]}
            rows={summary.leadsByCampaign.map((c) => [none(c.key), c.count])}
            chart={
              <BarChart data={summary.leadsByCampaign.slice(0, 8).map((c) => ({ name: none(c.key), count: c.count }))} accessibilityLayer>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="count" name={t('site-analytics.count')} fill={COLORS.success} />
              </BarChart>
            }
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-referrer"
            file="leads-by-referrer"
            title={t('site-analytics.leadsByReferrer')}
            headers={[t('site-analytics.referrer'), t('site-analytics.count')]}
            rows={summary.leadsByReferrer.map((c) => [none(c.key), c.count])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-landing"
            file="leads-by-landing-page"
            title={t('site-analytics.leadsByLanding')}
            headers={[t('site-analytics.landing'), t('site-analytics.count')]}
            rows={summary.leadsByLanding.map((c) => [none(c.key), c.count])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-conv-page"
            file="conversion-per-page"
            title={t('site-analytics.conversionByPage')}
            headers={[t('site-analytics.page'), t('site-analytics.pageviews'), t('site-analytics.leads'), t('site-analytics.rate')]}
            rows={summary.conversionByPage.map((c) => [c.page, c.pageviews, c.leads, c.rate])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-conv-campaign"
            file="conversion-per-campaign"
            title={t('site-analytics.conversionByCampaign')}
            headers={[
              t('site-analytics.campaign'),
              t('site-analytics.visits'),
              t('site-analytics.visitors'),
              t('site-analytics.leads'),
              t('site-analytics.rate'),
            ]}
            rows={summary.conversionByCampaign.map((c) => [c.campaign, c.visits, c.visitors, c.leads, c.rate])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-top-pages"
            file="top-pages"
            title={t('site-analytics.topPages')}
            headers={[t('site-analytics.page'), t('site-analytics.lang'), t('site-analytics.pageviews')]}
            rows={summary.topPages.map((p) => [p.page, p.lang, p.pageviews])}
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-documents"
            file="documents-requested"
            title={t('site-analytics.documents')}
            headers={[t('site-analytics.document'), t('site-analytics.count')]}
            rows={summary.documents.map((c) => [c.key, c.count])}
          />
        </Grid.Item>
      </Grid.Root>
      <Section
        id="sa-vitals"
        file="core-web-vitals"
        title={t('site-analytics.vitals')}
        headers={[
          t('site-analytics.page'),
          t('site-analytics.lang'),
          t('site-analytics.metric'),
          t('site-analytics.p75'),
          t('site-analytics.good'),
          t('site-analytics.ni'),
          t('site-analytics.poor'),
          t('site-analytics.samples'),
        ]}
        rows={vitals.map((v) => [
          v.page,
          v.lang,
          v.metric,
          v.p75 === null ? null : v.metric === 'CLS' ? Math.round(v.p75 * 1000) / 1000 : Math.round(v.p75),
          v.goodPct,
          v.niPct,
          v.poorPct,
          v.samples,
        ])}
        chart={
          <BarChart
            data={vitals.map((v) => ({ name: `${v.metric} ${v.page} (${v.lang})`, good: v.goodPct, ni: v.niPct, poor: v.poorPct }))}
            accessibilityLayer
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" hide />
            <YAxis unit="%" domain={[0, 100]} allowDataOverflow />
            <Tooltip />
            <Legend />
            <Bar dataKey="good" stackId="r" name={t('site-analytics.good')} fill={COLORS.success} />
            <Bar dataKey="ni" stackId="r" name={t('site-analytics.ni')} fill={COLORS.warning} />
            <Bar dataKey="poor" stackId="r" name={t('site-analytics.poor')} fill={COLORS.danger} />
          </BarChart>
        }
      />
      <Grid.Root gap={6}>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-chat"
            file="chat-per-day"
            title={t('site-analytics.chat')}
            headers={[t('site-analytics.day'), t('site-analytics.questions'), t('site-analytics.answered'), t('site-analytics.unanswered')]}
            rows={summary.chat.days.filter((d) => d.questions > 0).map((d) => [d.day, d.questions, d.answered, d.questions - d.answered])}
            chart={
              <BarChart
                data={summary.chat.days.map((d) => ({ day: d.day, answered: d.answered, unanswered: d.questions - d.answered }))}
                accessibilityLayer
              >
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="answered" stackId="q" name={t('site-analytics.answered')} fill={COLORS.success} />
                <Bar dataKey="unanswered" stackId="q" name={t('site-analytics.unanswered')} fill={COLORS.danger} />
              </BarChart>
            }
          />
        </Grid.Item>
        <Grid.Item col={6} s={12} direction="column" alignItems="stretch">
          <Section
            id="sa-chat-campaign"
            file="chat-per-campaign"
            title={t('site-analytics.chatByCampaign')}
            headers={[t('site-analytics.campaign'), t('site-analytics.questions'), t('site-analytics.answered')]}
            rows={summary.chat.byCampaign.map((c) => [c.campaign, c.questions, c.answered])}
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
              cell: (i) => <MakePairButton question={summary.chat.unanswered[i]} />,
            }}
          />
        </Grid.Item>
      </Grid.Root>
    </>
  );
}

/** The admin page: the date range and the dashboard. */
export function AnalyticsPage() {
  const t = useT();
  const [range, setRange] = useState({ from: daysAgo(29), to: isoDay(new Date()) });
  const [draft, setDraft] = useState(range);
  const { data, error, loading } = useSummary(range.from, range.to);
  const apply = useCallback(
    (e: React.FormEvent) => {
      e.preventDefault();
      if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
    },
    [draft],
  );
  return (
    <Page.Main>
      <Page.Title>{t('site-analytics.title')}</Page.Title>
      <Layouts.Header title={t('site-analytics.title')} subtitle={t('site-analytics.subtitle')} />
      <Layouts.Content>
        <form onSubmit={apply}>
          <Flex gap={4} alignItems="flex-end" marginBottom={6} wrap="wrap">
            <Field.Root name="from" id="sa-from">
              <Field.Label>{t('site-analytics.from')}</Field.Label>
              <TextInput
                type="date"
                value={draft.from}
                max={draft.to}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, from: e.target.value })}
              />
            </Field.Root>
            <Field.Root name="to" id="sa-to">
              <Field.Label>{t('site-analytics.to')}</Field.Label>
              <TextInput
                type="date"
                value={draft.to}
                min={draft.from}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, to: e.target.value })}
              />
            </Field.Root>
            <Button type="submit" size="L">
              {t('site-analytics.apply')}
            </Button>
          </Flex>
        </form>
        <div aria-live="polite">
          {error ? <Typography textColor="danger600">{t('site-analytics.error', { message: error })}</Typography> : null}
          {loading && !data ? <Typography>{t('site-analytics.loading')}</Typography> : null}
        </div>
        {data ? <DashboardView summary={data} /> : null}
      </Layouts.Content>
    </Page.Main>
  );
}

export default AnalyticsPage;
