import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the short style exactly as Intl does for en-US and es-MX, every day of a year', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      es: new Intl.DateTimeFormat('es-MX', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    };
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const iso = date.toISOString().slice(0, 10);
      for (const lang of ['en', 'es'] as const) expect(formatDate(iso, lang), `${lang} ${iso}`).toBe(intl[lang].format(date));
    }
  });

  it('reads a date-only value as that calendar day in every time zone, and refuses what is not a date', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'es')).toBe('31 dic 2026');
    expect(formatDate('2026-03-09T23:30:00Z', 'en')).toBe('Mar 9, 2026');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(null, 'es')).toBe('');
  });

  it('keeps the long style (weekday and time) from Intl', () => {
    expect(formatDate('2026-03-09T15:05:00Z', 'en', 'long')).toMatch(/Mon.*Mar.*9.*2026/);
    expect(formatDate('2026-03-09T15:05:00Z', 'es', 'long')).toMatch(/lun.*9.*mar.*2026/);
  });
});
