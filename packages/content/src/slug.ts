/**
 * Readable addresses of blog posts and success cases (docs/decisions/0031): a slug per language,
 * made from that language's title, and the rules the CMS applies when an entry is written
 * (slugBase). Pure and dependency-free: `npm run gen:model` copies this file into the CMS
 * (apps/cms/src/slugs.ts), which never imports workspace packages (docs/decisions/0002).
 */

/** The longest slug (characters). */
export const SLUG_MAX_LENGTH = 120;

/** Lowercase a-z and 0-9 in runs joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** Whether `value` is a slug: lowercase a-z0-9 words joined by single hyphens, at most `maxLength` long. */
export function isSlug(value: unknown, maxLength = SLUG_MAX_LENGTH): value is string {
  return typeof value === 'string' && value.length <= maxLength && SLUG.test(value);
}

/** Cuts a slug to `maxLength`, at a word boundary when one is in the second half, without a trailing hyphen. */
function cap(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  if (slug[maxLength] === '-') return cut.replace(/-+$/, '');
  const boundary = cut.lastIndexOf('-');
  return (boundary >= maxLength / 2 ? cut.slice(0, boundary) : cut).replace(/-+$/, '');
}

/**
 * The slug of a text: accents stripped ("Migración" -> "migracion", "ñ" -> "n"), lowercase, every run
 * of other characters one hyphen, none at either end, at most `maxLength` characters ("Migración a
 * SAP S/4HANA" -> "migracion-a-sap-s-4hana"). '' when the text has no letter or digit of the Latin
 * alphabet.
 */
export function slugify(text: string | null | undefined, maxLength = SLUG_MAX_LENGTH): string {
  const plain = (text ?? '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (c) => LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cap(plain, maxLength);
}

/**
 * `base` itself when free, else `base-2`, `base-3`… (the base shortened so the whole stays within
 * `maxLength`): the first not in `taken`.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = SLUG_MAX_LENGTH): string {
  const start = cap(base, maxLength);
  if (!taken.has(start)) return start;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cap(start, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Whether `slug` is what `uniqueSlug(base, …)` may have made of `base` (the base itself or the base
 * with a -N suffix): a slug still derived from its title, not one the editor wrote.
 */
export function isDerivedSlug(slug: string, base: string, maxLength = SLUG_MAX_LENGTH): boolean {
  if (!base) return false;
  if (slug === cap(base, maxLength)) return true;
  const match = /^(.*)-([2-9]|[1-9]\d+)$/.exec(slug);
  return match !== null && match[1] === cap(base, maxLength - (slug.length - match[1].length));
}

type Language = 'es' | 'en';
const FALLBACK: Readonly<Record<Language, string>> = { es: 'entrada', en: 'entry' };
const otherLanguage = (lang: Language): Language => (lang === 'es' ? 'en' : 'es');
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The slug an entry's titles make in `lang` (before it is made unique): from `${field}_${lang}`, else
 * the other language's title, else `entrada`/`entry`.
 */
export function titleSlug(field: string, entry: Readonly<Record<string, unknown>>, lang: Language): string {
  return slugify(textOf(entry[`${field}_${lang}`])) || slugify(textOf(entry[`${field}_${otherLanguage(lang)}`])) || FALLBACK[lang];
}

/**
 * The base of the slug an entry gets in `lang` when `data` is written over `stored` (null: a new
 * entry), before it is made unique; null when it keeps its stored slug. `field` is the bilingual field
 * slugs are made from. A slug the editor writes (a new value) is normalised; an empty one is made from
 * the title; a kept one follows a changed title only while it is the title's (isDerivedSlug).
 */
export function slugBase(
  field: string,
  lang: Language,
  data: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>> | null,
): string | null {
  const key = `slug_${lang}`;
  const given = key in data ? textOf(data[key]).trim() : undefined;
  const storedSlug = textOf(stored?.[key]);
  const after = { ...stored, ...data };
  if (given && given !== storedSlug) return slugify(given) || titleSlug(field, after, lang);
  if (storedSlug && (given === undefined || given === storedSlug)) {
    const was = titleSlug(field, stored ?? {}, lang);
    const now = titleSlug(field, after, lang);
    return now !== was && isDerivedSlug(storedSlug, was) ? now : null;
  }
  return titleSlug(field, after, lang);
}
