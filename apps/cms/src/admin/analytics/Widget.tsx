/**
 * The admin home page's widget (docs/decisions/0041): the last 7 days of the public site at a glance
 * (visits, leads, conversion, chat questions answered), each figure as a description list.
 */
import { Box, Flex, Typography } from '@strapi/design-system';
import { useSummary, useT } from './Dashboard';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function AnalyticsWidget() {
  const t = useT();
  const [from, to] = [isoDay(new Date(Date.now() - 6 * 24 * 60 * 60 * 1000)), isoDay(new Date())];
  const { data, error } = useSummary(from, to);
  if (error) return <Typography textColor="danger600">{t('site-analytics.error', { message: error })}</Typography>;
  if (!data) return <Typography>{t('site-analytics.loading')}</Typography>;
  const rows: Array<[string, string | number]> = [
    [t('site-analytics.visits'), data.totals.visits],
    [t('site-analytics.pageviews'), data.totals.pageviews],
    [t('site-analytics.leads'), data.totals.leads],
    [t('site-analytics.questions'), data.totals.questions],
    [t('site-analytics.answeredShare'), data.chat.answeredShare === null ? '—' : `${data.chat.answeredShare} %`],
  ];
  return (
    <Box tag="dl" width="100%">
      {rows.map(([label, value]) => (
        <Flex
          key={label}
          justifyContent="space-between"
          paddingTop={2}
          paddingBottom={2}
          borderColor="neutral150"
          style={{ borderBottomWidth: 1, borderBottomStyle: 'solid' }}
        >
          <Typography tag="dt" textColor="neutral600">
            {label}
          </Typography>
          <Typography tag="dd" fontWeight="bold">
            {value}
          </Typography>
        </Flex>
      ))}
    </Box>
  );
}
