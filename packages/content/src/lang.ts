export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** PRODUCT §4: the stored default is en. */
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'es' || value === 'en';

/** The site's other language (the flags' target, the fallback of a bilingual field). */
export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The bilingual base names of an object's fields: `tittle` when it has `tittle_es` and `tittle_en`. */
export type BilingualKey<T> = {
  [K in keyof T & string]: K extends `${infer B}_es` ? (`${B}_en` extends keyof T ? B : never) : never;
}[keyof T & string];

type Variant<T, K extends string> = T[`${K}_es` & keyof T] | T[`${K}_en` & keyof T];

/**
 * The variant of a bilingual field in the current language (PRODUCT §1), falling back to the other
 * language when the editor left it empty.
 */
export function pickValue<T extends object, K extends BilingualKey<T>>(
  obj: T | null | undefined,
  key: K,
  lang: Lang,
): Variant<T, K> | null {
  if (!obj) return null;
  const record = obj as Record<string, unknown>;
  const mine = record[`${key}_${lang}`];
  if (mine !== null && mine !== undefined && mine !== '') return mine as Variant<T, K>;
  const other = record[`${key}_${otherLang(lang)}`];
  return (other ?? null) as Variant<T, K> | null;
}

/** The text of a bilingual field in the current language ('' when both are empty). */
export function pick<T extends object, K extends BilingualKey<T>>(obj: T | null | undefined, key: K, lang: Lang): string {
  const v = pickValue(obj, key, lang);
  return typeof v === 'string' ? v : '';
}

/**
 * The language of the text `pick()` shows: `lang`, or the other language when the field is empty in
 * `lang` and falls back (issue 29, docs/decisions/0043).
 */
export function pickedLang<T extends object, K extends BilingualKey<T>>(obj: T | null | undefined, key: K, lang: Lang): Lang {
  const record = (obj ?? {}) as Record<string, unknown>;
  const mine = record[`${key}_${lang}`];
  if (mine !== null && mine !== undefined && mine !== '') return lang;
  const other = record[`${key}_${otherLang(lang)}`];
  return other !== null && other !== undefined && other !== '' ? otherLang(lang) : lang;
}

/**
 * The `lang` attribute of an element whose text fell back to the other language (`{ lang: 'es' }` on
 * an English page showing the Spanish text), so screen readers read it in the right voice; `{}` when
 * the text is in the page's language. Spread it on the element: `<h2 {...fallbackLang(card, 'tittle', lang)}>`.
 */
export function fallbackLang<T extends object, K extends BilingualKey<T>>(obj: T | null | undefined, key: K, lang: Lang): { lang?: Lang } {
  const shown = pickedLang(obj, key, lang);
  return shown === lang ? {} : { lang: shown };
}

/** The same for a text already chosen: `{ lang: shown }` when `shown` is not the page's language. */
export const langIfOther = (shown: Lang, lang: Lang): { lang?: Lang } => (shown === lang ? {} : { lang: shown });
