/**
 * Translation status (docs/decisions/0043): which language of an entry has empty fields
 * that its counterpart fills. A bilingual field is a pair `x_es` / `x_en` (PRODUCT's `paragraph_es` /
 * `paragraphs_en` too), at any depth (components, repeatable components). One side filled and the
 * other empty is a gap in the empty side's language: the site shows the other language's text there
 * (marked with `lang`). Slugs are left out (the CMS makes them from the title).
 *
 * Pure and dependency-free: `npm run gen:model` copies this file into the CMS
 * (apps/cms/src/translation-status.ts), where the server keeps `translation_missing` on every save
 * and the admin shows the gaps and asks before publishing (docs/decisions/0002: the CMS never
 * imports workspace packages).
 */

type TranslationMissing = 'none' | 'es' | 'en' | 'both';

/** The fields (dotted paths, `solutions_slides.2.tittle`) empty in each language while filled in the other. */
export interface TranslationGaps {
  es: string[];
  en: string[];
}

/** PRODUCT's pairs whose two names differ by more than the suffix. */
const PAIRS: Readonly<Record<string, string>> = { paragraph_es: 'paragraphs_en' };
const SKIPPED = new Set(['slug']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty: nothing, blank text, an empty list. A media file or any other value is content. */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A media file, a related entry: not walked into (their fields are not the entry's text). */
const isLeafObject = (value: Record<string, unknown>): boolean => 'mime' in value || 'documentId' in value;

function walk(value: unknown, path: string, gaps: TranslationGaps): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(item, path ? `${path}.${i}` : String(i), gaps);
    });
    return;
  }
  // The entry itself has a documentId too: only nested records can be related entries.
  if (!isRecord(value) || (path !== '' && isLeafObject(value))) return;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.endsWith('_es')) {
      const base = key.slice(0, -3);
      const enKey = PAIRS[key] ?? `${base}_en`;
      if (!SKIPPED.has(base) && enKey in value) {
        const esEmpty = isEmptyValue(v);
        const enEmpty = isEmptyValue(value[enKey]);
        const name = path ? `${path}.${base}` : base;
        if (esEmpty && !enEmpty) gaps.es.push(name);
        if (enEmpty && !esEmpty) gaps.en.push(name);
      }
      continue;
    }
    if (key.endsWith('_en') && (`${key.slice(0, -3)}_es` in value || key === 'paragraphs_en')) continue;
    if (typeof v === 'object' && v !== null) walk(v, at, gaps);
  }
}

/** The translation gaps of an entry (its draft with components populated, or the admin's form values). */
export function translationGaps(entry: unknown): TranslationGaps {
  const gaps: TranslationGaps = { es: [], en: [] };
  walk(entry, '', gaps);
  return gaps;
}

/** The stored summary: which language is incomplete. */
export function translationMissing(gaps: TranslationGaps): TranslationMissing {
  if (gaps.es.length && gaps.en.length) return 'both';
  if (gaps.es.length) return 'es';
  if (gaps.en.length) return 'en';
  return 'none';
}
