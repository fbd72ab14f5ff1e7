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
