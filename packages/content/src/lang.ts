export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** PRODUCT §4: the stored default is en. */
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'es' || value === 'en';

/** The site's other language (the flags' target, the fallback of a bilingual field). */
export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The bilingual base names of an object's fields: `tittle` when it has `tittle_es` and `tittle_en`. */
type BilingualKey<T> = {
  [K in keyof T & string]: K extends `${infer B}_es` ? (`${B}_en` extends keyof T ? B : never) : never;
}[keyof T & string];

type Variant<T, K extends string> = T[`${K}_es` & keyof T] | T[`${K}_en` & keyof T];

const filled = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/**
 * THE choice of a bilingual field (PRODUCT §1, docs/decisions/0043): the variant in the current language, or the
 * other language's when the editor left it empty, together with the language of what it chose (the
 * page's language when both are empty). Every other picker below is this one.
 */
function choose<T extends object, K extends BilingualKey<T>>(
  obj: T | null | undefined,
  key: K,
  lang: Lang,
): { value: Variant<T, K> | null; lang: Lang } {
  if (!obj) return { value: null, lang };
  const record = obj as Record<string, unknown>;
  const mine = record[`${key}_${lang}`];
  if (filled(mine)) return { value: mine as Variant<T, K>, lang };
  const other = record[`${key}_${otherLang(lang)}`];
  return { value: (other ?? null) as Variant<T, K> | null, lang: filled(other) ? otherLang(lang) : lang };
}

/**
 * The variant of a bilingual field in the current language (PRODUCT §1), falling back to the other
 * language when the editor left it empty.
 */
export function pickValue<T extends object, K extends BilingualKey<T>>(
  obj: T | null | undefined,
  key: K,
  lang: Lang,
): Variant<T, K> | null {
  return choose(obj, key, lang).value;
}

/**
 * A CMS text with its language: `lang` is set only when the text fell back to the other language
 * (an English page showing the Spanish text), so the element showing it carries `lang="es"` and screen
 * readers read it in the right voice; a text in the page's language has no `lang` of its own
 * (docs/decisions/0043). Render it as `<h2 lang={langOf(title)}>{textOf(title)}</h2>`: React leaves
 * out an undefined attribute, so the markup of a translated page is unchanged.
 */
export interface Shown {
  text: string;
  lang?: Lang;
}

/** What a block's text prop takes: a CMS text with its language, or a text in the page's language. */
export type LangText = string | Shown;

/** The text of a bilingual field in the current language, with its language when it fell back. */
export function shown<T extends object, K extends BilingualKey<T>>(obj: T | null | undefined, key: K, lang: Lang): Shown {
  const chosen = choose(obj, key, lang);
  const text = typeof chosen.value === 'string' ? chosen.value : '';
  return chosen.lang === lang || !text ? { text } : { text, lang: chosen.lang };
}

/** The text of a bilingual field in the current language ('' when both are empty): attributes, meta. */
export function pick<T extends object, K extends BilingualKey<T>>(obj: T | null | undefined, key: K, lang: Lang): string {
  return shown(obj, key, lang).text;
}

/** The string of a block's text ('' for none). */
export const textOf = (t: LangText | null | undefined): string => (typeof t === 'string' ? t : (t?.text ?? ''));

/** The `lang` attribute of the element showing a block's text: only for a fallback. */
export const langOf = (t: LangText | null | undefined): Lang | undefined => (typeof t === 'string' ? undefined : t?.lang);

/**
 * Texts shown joined in one element (a card's tags): runs of the same language merged, separators
 * included. A line in the page's language stays one plain text (markup unchanged); a fallback run is
 * shown in an inline `<span lang>` (no change of layout), the names having no element of their own.
 */
export function joinShown(items: Shown[], separator: string): Shown[] {
  const runs: Shown[] = [];
  for (const [i, item] of items.entries()) {
    const last = runs.at(-1);
    const sep = i > 0 ? separator : '';
    if (last && last.lang === item.lang) last.text += `${sep}${item.text}`;
    else {
      // The separator stays with the run before it (in the page's language or the fallback's alike).
      if (last) last.text += sep;
      runs.push({ ...item });
    }
  }
  return runs;
}
