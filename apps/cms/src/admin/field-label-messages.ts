/**
 * The admin translations of every field's label and hint (docs/decisions/0042), from the model's
 * labels: the ids Strapi 5's content-manager looks labels up with, and this admin's own hint ids
 * (field-labels.tsx shows them).
 */
import { FIELD_LABELS } from '../field-labels';

type Lang = 'es' | 'en';

const labelId = (uid: string, field: string): string =>
  `content-manager.${FIELD_LABELS[uid]?.kind === 'component' ? 'components' : 'content-types'}.${uid}.${field}`;
export const hintId = (uid: string, field: string): string => `site.field-hint.${uid}.${field}`;

/** The admin translations of every field's label and hint, per admin language. */
export function labelTranslations(): Record<Lang, Record<string, string>> {
  const out: Record<Lang, Record<string, string>> = { es: {}, en: {} };
  for (const [uid, model] of Object.entries(FIELD_LABELS)) {
    for (const [field, [esLabel, esHint, enLabel, enHint]] of Object.entries(model.fields)) {
      out.es[labelId(uid, field)] = esLabel;
      out.en[labelId(uid, field)] = enLabel;
      out.es[hintId(uid, field)] = esHint;
      out.en[hintId(uid, field)] = enHint;
    }
  }
  return out;
}
