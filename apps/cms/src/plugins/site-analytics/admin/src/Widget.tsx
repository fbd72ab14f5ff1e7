/**
 * The admin home page's widget (docs/decisions/0041, 0090): the last 7 days of the public site at a
 * glance (days of the firm's time zone), each figure as a description list.
 */
import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useSummary, useT } from './Dashboard';

const LAST_7_DAYS = { preset: '7d' };

export function AnalyticsWidget() {
  const t = useT();
  const intl = useIntl();
  const { data, error } = useSummary(LAST_7_DAYS);
  if (error) return <Typography textColor="danger600">{t('site-analytics.error', { message: error })}</Typography>;
  if (!data) return <Typography>{t('site-analytics.loading')}</Typography>;
  const pct = (n: number | null) => (n === null ? '—' : `${intl.formatNumber(n, { maximumFractionDigits: 1 })} %`);
  const rows: Array<[string, string | number]> = [
    [t('site-analytics.visitors'), data.totals.visitors],
    [t('site-analytics.visits'), data.totals.visits],
    [t('site-analytics.people'), data.totals.people],
    [t('site-analytics.rate'), pct(data.totals.rate)],
    [t('site-analytics.questions'), data.totals.questions],
    [t('site-analytics.answeredShare'), pct(data.chat.answeredShare)],
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
