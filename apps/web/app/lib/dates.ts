import type { Lang } from '@site/content';

/** PRODUCT §4: locales en-US and es-MX; short = numeric year, short month, numeric day. */
const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-MX' };

export function formatDate(value: string | Date | null | undefined, lang: Lang, style: 'short' | 'long' = 'short'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  if (style === 'long') {
    Object.assign(options, { weekday: 'short', hour: 'numeric', minute: '2-digit', hour12: lang === 'es' ? true : undefined });
    delete options.timeZone;
  }
  return new Intl.DateTimeFormat(LOCALE[lang], options).format(date);
}
