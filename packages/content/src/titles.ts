import { type Lang, otherLang, type Shown } from './lang';

/** A bilingual field's text in exactly one language (no fallback). */
const own = (obj: object | null | undefined, key: string, lang: Lang): string => {
  const value = (obj as Record<string, unknown> | null | undefined)?.[`${key}_${lang}`];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * One title, one truth (docs/decisions/0042): the heading of a blog post's or success case's
 * page in `lang` is the editor's own heading in that language when they set one (an override:
 * `Blog_detail.tittle_*`, `tittle_details_*`), else the entry's title (`tittle_*`, in the other
 * language when this one is empty). An override in one language never stands in for the other's title.
 */
export function pageHeading(
  entry: object | null | undefined,
  override: { from: object | null | undefined; key: string },
  lang: Lang,
  titleKey = 'tittle',
): string {
  return shownHeading(entry, override, lang, titleKey).text;
}

/** The same heading with its language: `lang` set when it is the other language's title (docs/decisions/0042). */
export function shownHeading(
  entry: object | null | undefined,
  override: { from: object | null | undefined; key: string },
  lang: Lang,
  titleKey = 'tittle',
): Shown {
  const mine = own(override.from, override.key, lang) || own(entry, titleKey, lang);
  if (mine) return { text: mine };
  const other = own(entry, titleKey, otherLang(lang));
  return other ? { text: other, lang: otherLang(lang) } : { text: '' };
}
