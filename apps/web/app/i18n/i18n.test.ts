import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { translator } from './i18n';

describe('translator (the site’s texts, PRODUCT §4)', () => {
  it('reads dotted keys in the language asked for', () => {
    expect(translator('es')('footer.copyright', { year: 2026, company: 'Nexalia' })).toBe(
      es.footer.copyright.replace('{{year}}', '2026').replace('{{company}}', 'Nexalia'),
    );
    expect(translator('en')('footer.copyright', { year: 2026, company: 'Nexalia' })).toBe('© 2026 Nexalia. All rights reserved.');
  });

  it('picks the plural form by count, in each language', () => {
    expect(translator('en')('lists.cases.count', { count: 1 })).toBe('1 success story');
    expect(translator('en')('lists.cases.count', { count: 15 })).toBe('15 success stories');
    expect(translator('es')('lists.cases.count', { count: 1 })).toBe(es.lists.cases.count_one.replace('{{count}}', '1'));
    expect(translator('es')('lists.cases.count', { count: 0 })).toBe(es.lists.cases.count_other.replace('{{count}}', '0'));
    // Spanish has a "many" category for large numbers; without a key_many text, key_other is used.
    expect(translator('es')('lists.cases.count', { count: 1_000_000 })).toBe(es.lists.cases.count_other.replace('{{count}}', '1000000'));
  });

  it('leaves values unescaped (React escapes) and empties an unknown placeholder', () => {
    expect(translator('en')('footer.copyright', { year: '<b>', company: 'A & B' })).toBe('© <b> A & B. All rights reserved.');
    expect(translator('en')('footer.copyright', { company: 'X' })).toBe('©  X. All rights reserved.');
  });

  it('falls back to English for a text Spanish lacks, and to the key when none has it', () => {
    expect(translator('es')('no.such.key')).toBe('no.such.key');
    expect(translator('en')('footer')).toBe('footer');
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('has every text in both languages: a Spanish page fetches only the Spanish texts (docs/decisions/0089)', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
