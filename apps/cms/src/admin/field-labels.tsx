/**
 * Every field's label and hint in the admin's language (docs/decisions/0042), from the
 * model's labels (packages/content/src/model-labels.ts, generated into src/field-labels.ts).
 *
 * - Labels: Strapi 5's content-manager looks each field's label up in the admin translations
 *   (`content-manager.content-types.<uid>.<field>` in the edit and list views,
 *   `content-manager.components.<component>.<field>` inside a component), with the configuration's
 *   label as default: `labelTranslations` gives it the Spanish and English ones.
 * - Hints: the configuration's description is shown as it is, in one language. The edit view's layout
 *   hook (`mutate-edit-view-layout`) puts in each field's place a message of the admin translations
 *   (`site.field-hint.<uid>.<field>`), rendered in the admin's language when it changes too.
 * - Spanish is the team's default admin language: an admin that never chose one (no stored language)
 *   opens in Spanish; each user can switch in their profile (the CMS gives new users Spanish).
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FIELD_LABELS } from '../field-labels';
import { hintId } from './field-label-messages';

export { labelTranslations } from './field-label-messages';

/** The content type of an edit layout: its display name is the model's (unique per content type). */
const BY_DISPLAY_NAME = new Map(
  Object.entries(FIELD_LABELS)
    .filter(([, m]) => m.kind === 'entity')
    .map(([uid, m]) => [m.displayName, uid]),
);

interface LayoutField {
  name: string;
  hint?: ReactNode;
  [key: string]: unknown;
}
type Rows = LayoutField[][];
interface EditLayout {
  layout: Rows[];
  components: Record<string, { layout: Rows; [key: string]: unknown }>;
  settings: { displayName?: string; [key: string]: unknown };
  [key: string]: unknown;
}

const withHints = (rows: Rows, uid: string | undefined): Rows =>
  rows.map((row) =>
    row.map((field) =>
      uid && FIELD_LABELS[uid]?.fields[field.name]
        ? {
            ...field,
            hint: <FormattedMessage id={hintId(uid, field.name)} defaultMessage={typeof field.hint === 'string' ? field.hint : ''} />,
          }
        : field,
    ),
  );

/** The edit view's layout with each hint in the admin's language (content-manager hook `mutate-edit-view-layout`). */
export function translateHints({ layout, query }: { layout: EditLayout; query: unknown }): { layout: EditLayout; query: unknown } {
  const uid = BY_DISPLAY_NAME.get(String(layout.settings?.displayName ?? ''));
  return {
    query,
    layout: {
      ...layout,
      layout: layout.layout.map((panel) => withHints(panel, uid)),
      components: Object.fromEntries(
        Object.entries(layout.components ?? {}).map(([component, c]) => [component, { ...c, layout: withHints(c.layout, component) }]),
      ),
    },
  };
}

export const HINT_HOOK = 'Admin/CM/pages/EditView/mutate-edit-view-layout';

/** Spanish for an admin where nobody chose a language yet (Strapi reads this key before it renders). */
export function spanishByDefault(): void {
  try {
    if (!window.localStorage.getItem('strapi-admin-language')) window.localStorage.setItem('strapi-admin-language', 'es');
  } catch {
    // No storage (private mode): Strapi's own default then.
  }
}
