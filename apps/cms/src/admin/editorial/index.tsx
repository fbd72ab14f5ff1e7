/**
 * Scheduled publishing and translation status in the admin (issue 29, docs/decisions/0043):
 * - list views of content types with a schedule or a translation status get a "Schedule" column
 *   (when the draft publishes, when the entry unpublishes, in the admin's locale) and a
 *   "Translation" column (which language is incomplete, as text, not colour alone);
 * - the edit view's side panel lists the fields empty in one language, live from the form;
 * (A confirmation before "Publish" when a language is missing is not wired yet: a wrapper of Strapi's
 * publish action did not open its dialog in the end-to-end test, so it was left out; decision 0043.)
 * The server keeps the status (editorial/translation.ts) and runs the schedule (editorial/schedule.ts).
 */
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Badge, Flex, Typography } from '@strapi/design-system';
import { type StrapiApp, unstable_useContentManagerContext as useContentManagerContext, useForm } from '@strapi/strapi/admin';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { type TranslationGaps, translationGaps } from '../../translation-status';
import { type EditorialKey, editorialTranslations, en } from './messages';

export { editorialTranslations };

type Row = Record<string, unknown>;

function useT() {
  const intl = useIntl();
  return {
    locale: intl.locale,
    t: (id: EditorialKey, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values),
  };
}

const formatDate = (value: unknown, locale: string): string | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

function ScheduleCell({ row }: { row: Row }) {
  const { t, locale } = useT();
  const publish = formatDate(row.publish_at, locale);
  const unpublish = formatDate(row.unpublish_at, locale);
  if (!publish && !unpublish)
    return (
      <Typography textColor="neutral600" variant="pi">
        {t('editorial.schedule.none')}
      </Typography>
    );
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      {publish ? <Typography variant="omega">{t('editorial.schedule.publish', { date: publish })}</Typography> : null}
      {unpublish ? <Typography variant="omega">{t('editorial.schedule.unpublish', { date: unpublish })}</Typography> : null}
    </Flex>
  );
}

const BADGE: Record<string, { key: EditorialKey; tone: 'success' | 'warning' | 'danger' }> = {
  none: { key: 'editorial.translation.none', tone: 'success' },
  es: { key: 'editorial.translation.es', tone: 'warning' },
  en: { key: 'editorial.translation.en', tone: 'warning' },
  both: { key: 'editorial.translation.both', tone: 'danger' },
};

function TranslationCell({ row }: { row: Row }) {
  const { t } = useT();
  const badge = BADGE[String(row.translation_missing ?? 'none')] ?? BADGE.none;
  return <Badge variant={badge?.tone}>{t(badge?.key ?? 'editorial.translation.none')}</Badge>;
}

interface Header {
  attribute: { type: string };
  label: { id: string; defaultMessage: string };
  name: string;
  searchable: boolean;
  sortable: boolean;
  cellFormatter: (row: Row) => React.ReactNode;
}

/** The list view's two columns, for the content types that have the fields. */
function addColumns({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: { metadatas?: Record<string, unknown> } }) {
  const fields = layout.metadatas ?? {};
  const extra: Header[] = [];
  if ('publish_at' in fields)
    extra.push({
      attribute: { type: 'custom' },
      label: { id: 'editorial.column.schedule', defaultMessage: en['editorial.column.schedule'] },
      name: 'editorial_schedule',
      searchable: false,
      sortable: false,
      cellFormatter: (row) => <ScheduleCell row={row} />,
    });
  if ('translation_missing' in fields)
    extra.push({
      attribute: { type: 'custom' },
      label: { id: 'editorial.column.translation', defaultMessage: en['editorial.column.translation'] },
      name: 'editorial_translation',
      searchable: false,
      sortable: false,
      cellFormatter: (row) => <TranslationCell row={row} />,
    });
  return { displayedHeaders: [...displayedHeaders, ...extra], layout };
}

const hasGaps = (gaps: TranslationGaps): boolean => gaps.es.length > 0 || gaps.en.length > 0;
/** Whether the edited content type has a translation status (its schema has the field). */
function useTracked(): boolean {
  const { contentType } = useContentManagerContext();
  return Boolean(contentType?.attributes && 'translation_missing' in contentType.attributes);
}

function GapList({ gaps }: { gaps: TranslationGaps }) {
  const { t } = useT();
  return (
    <Flex direction="column" alignItems="flex-start" gap={2}>
      {(['en', 'es'] as const).map((lang) =>
        gaps[lang].length ? (
          <Flex key={lang} direction="column" alignItems="flex-start" gap={1}>
            <Typography variant="omega" fontWeight="bold">
              {t(`editorial.panel.missing.${lang}`)}
            </Typography>
            <ul style={{ paddingLeft: '1.25rem', listStyle: 'disc' }}>
              {gaps[lang].map((field) => (
                <li key={field}>
                  <Typography variant="pi">
                    <code>{field}</code>
                  </Typography>
                </li>
              ))}
            </ul>
          </Flex>
        ) : null,
      )}
    </Flex>
  );
}

/** The edit view's side panel: the gaps of the form as it is now. */
const TranslationPanel: PanelComponent = () => {
  const values = useForm('TranslationPanel', (state) => state.values);
  const { t } = useT();
  const isTracked = useTracked();
  if (!isTracked) return null;
  const gaps = translationGaps(values);
  return {
    title: t('editorial.panel.title'),
    content: hasGaps(gaps) ? (
      <GapList gaps={gaps} />
    ) : (
      <Typography variant="omega">
        <Badge variant="success">{t('editorial.translation.none')}</Badge> {t('editorial.panel.complete')}
      </Typography>
    ),
  };
};

interface ContentManagerApis {
  addEditViewSidePanel: (reduce: (panels: PanelComponent[]) => PanelComponent[]) => void;
}

export function registerEditorial(app: StrapiApp): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addColumns);
}

export function bootstrapEditorial(app: StrapiApp): void {
  const apis = (app.getPlugin('content-manager') as unknown as { apis: ContentManagerApis }).apis;
  apis.addEditViewSidePanel((panels) => [...panels, TranslationPanel]);
}
