/**
 * Scheduled publishing and translation status in the admin (docs/decisions/0043):
 * - list views of content types with a schedule or a translation status get a "Schedule" column
 *   (a "Scheduled" badge and when the draft publishes, when the entry unpublishes, in the admin's
 *   locale: the only scheduling, docs/decisions/0078; a publication date neither hides nor
 *   schedules) and a
 *   "Translation" column (which language is incomplete, as text, not colour alone);
 * - the edit view's side panel lists the fields empty in one language, live from the form;
 * - "Publish" (the button and its keyboard shortcut) asks for confirmation while a language is
 *   missing, listing the empty fields; confirming publishes as the button does.
 * The server keeps the status (editorial/translation.ts) and runs the schedule (editorial/schedule.ts).
 */
import type { DocumentActionComponent, DocumentActionDescription, PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Badge, Flex, Typography } from '@strapi/design-system';
import { type StrapiApp, unstable_useContentManagerContext as useContentManagerContext, useForm } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { FIELD_LABELS } from '../../../../field-labels';
import { type TranslationGaps, translationGaps } from '../../../../translation-status';
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
      {publish ? <Badge variant="secondary">{t('editorial.schedule.scheduled')}</Badge> : null}
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

interface Schema {
  uid?: string;
  attributes?: Record<string, { type?: string; component?: string }>;
}

/**
 * A gap's path (`content`, `solutions_slides.2.tittle`) as the editor reads it in the form: the
 * fields' labels in the admin's language ("Resumen (EN)", "Diapositivas › 3 › Título (EN)"), from the
 * model's labels (docs/decisions/0042); a name the labels do not know stays as it is.
 */
function useGapLabel(): (path: string, lang: 'es' | 'en') => string {
  const { contentType, components } = useContentManagerContext();
  const { locale } = useT();
  const column = locale.startsWith('es') ? 0 : 2;
  return (path, lang) => {
    let schema: Schema | undefined = contentType as Schema | undefined;
    const parts: string[] = [];
    const segments = path.split('.');
    segments.forEach((segment, i) => {
      const uid = schema?.uid ?? '';
      if (/^\d+$/.test(segment)) {
        parts.push(String(Number(segment) + 1));
        return;
      }
      const last = i === segments.length - 1;
      const field = last ? (lang === 'en' && segment === 'paragraph' ? 'paragraphs_en' : `${segment}_${lang}`) : segment;
      parts.push(FIELD_LABELS[uid]?.fields[field]?.[column] ?? field);
      const component = schema?.attributes?.[segment]?.component;
      schema = component ? (components as Record<string, Schema> | undefined)?.[component] : undefined;
    });
    return parts.join(' › ');
  };
}

function GapList({ gaps }: { gaps: TranslationGaps }) {
  const { t } = useT();
  const label = useGapLabel();
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
                  <Typography variant="pi">{label(field, lang)}</Typography>
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

/** Whether a key press is the edit view's publish shortcut (Cmd/Ctrl + Shift + Enter, as Strapi's). */
const isPublishShortcut = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && event.shiftKey && event.key.toLowerCase() === 'enter';

/**
 * While `active`, the publish shortcut presses the Publish button instead of publishing directly
 * (Strapi's own shortcut handler listens on window in the bubble phase: this capture listener runs
 * first and stops it), so the shortcut meets the same confirmation as the button.
 */
function useShortcutThroughButton(active: boolean, label: string | undefined): void {
  React.useEffect(() => {
    if (!active || !label) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPublishShortcut(event)) return;
      const button = Array.from(document.querySelectorAll('button')).find(
        (candidate) => !candidate.disabled && candidate.textContent?.trim() === label,
      );
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      button.click();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [active, label]);
}

/**
 * Strapi's "Publish", asking first while a language is missing (docs/decisions/0043): the click opens a dialog
 * naming the empty fields per language; "Publish anyway" then publishes as the button would have
 * (Strapi's click, or its own confirmation's publish when the entry links to drafts). A complete entry,
 * or a content type without a translation status, gets Strapi's action unchanged.
 */
function confirmingPublish(Publish: DocumentActionComponent): DocumentActionComponent {
  const ConfirmingPublish: DocumentActionComponent = (props) => {
    const values = useForm('ConfirmingPublish', (state) => state.values);
    const { t } = useT();
    const isTracked = useTracked();
    const label = useGapLabel();
    const click = React.useRef<React.SyntheticEvent | null>(null);
    const action: DocumentActionDescription | null = Publish(props);
    const gaps = isTracked ? translationGaps(values) : null;
    const asks = Boolean(action?.onClick && !action.disabled && gaps && hasGaps(gaps));
    useShortcutThroughButton(asks, action?.label);
    if (!action?.onClick || !gaps || !asks) return action;
    const publish = action.onClick;
    const own = action.dialog?.type === 'dialog' ? action.dialog : null;
    return {
      ...action,
      onClick: (event: React.SyntheticEvent) => {
        click.current = event;
        // false: the button opens the dialog below instead of publishing.
        return false;
      },
      dialog: {
        type: 'dialog',
        title: t('editorial.confirm.title'),
        content: (
          <Flex direction="column" alignItems="flex-start" gap={2}>
            <Typography>{t('editorial.confirm.body')}</Typography>
            {(['en', 'es'] as const).map((lang) =>
              gaps[lang].length ? (
                <Typography key={lang}>
                  {t(`editorial.confirm.${lang}`, { fields: gaps[lang].map((field) => label(field, lang)).join(', ') })}
                </Typography>
              ) : null,
            )}
          </Flex>
        ),
        confirmLabel: t('editorial.confirm.publish'),
        onConfirm: async () => {
          const event = click.current;
          if (!event) return;
          // Strapi's click answers true once it has published; otherwise the entry links to drafts and
          // its own dialog's publish is the one that goes ahead.
          if ((await publish(event)) !== true) await own?.onConfirm?.();
        },
      },
    };
  };
  ConfirmingPublish.type = 'publish';
  ConfirmingPublish.position = Publish.position;
  return ConfirmingPublish;
}

interface ContentManagerApis {
  addDocumentAction: (reduce: (actions: DocumentActionComponent[]) => DocumentActionComponent[]) => void;
  addEditViewSidePanel: (reduce: (panels: PanelComponent[]) => PanelComponent[]) => void;
}

export function registerEditorial(app: StrapiApp): void {
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addColumns);
}

export function bootstrapEditorial(app: StrapiApp): void {
  const apis = (app.getPlugin('content-manager') as unknown as { apis: ContentManagerApis }).apis;
  apis.addDocumentAction((actions) => actions.map((action) => (action.type === 'publish' ? confirmingPublish(action) : action)));
  apis.addEditViewSidePanel((panels) => [...panels, TranslationPanel]);
}
