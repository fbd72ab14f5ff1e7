import type { Lang } from '@site/content';

/** PRODUCT §4: locales en-US and es-MX; short = numeric year, short month, numeric day. */
const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-MX' };

/**
 * The short style written out (what `Intl.DateTimeFormat` gives for en-US and es-MX with a short
 * month; dates.test.ts checks every day of a year against it): building the browser's first
 * `Intl.DateTimeFormat` loads ICU's locale data, a long task of its own during hydration on a phone.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

function shortDate(date: Date, lang: Lang): string {
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return lang === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

/** The long style's formatter per language, made on first use (building one is costly). */
const formatters = new Map<Lang, Intl.DateTimeFormat>();

function longFormatter(lang: Lang): Intl.DateTimeFormat {
  let made = formatters.get(lang);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE[lang], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: lang === 'es' ? true : undefined,
    });
    formatters.set(lang, made);
  }
  return made;
}

export function formatDate(value: string | Date | null | undefined, lang: Lang, style: 'short' | 'long' = 'short'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return style === 'short' ? shortDate(date, lang) : longFormatter(lang).format(date);
}
