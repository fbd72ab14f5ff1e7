import { describe, expect, it } from 'vitest';
import { paragraphTexts, present, splitLead, summary } from './section-text';

describe('service page text helpers', () => {
  it('splits a short "Lead: rest" prefix and leaves other texts whole', () => {
    expect(splitLead('Assessment: we identify the processes')).toEqual({ lead: 'Assessment', rest: 'we identify the processes' });
    expect(splitLead('No lead here, just a sentence.')).toEqual({ lead: '', rest: 'No lead here, just a sentence.' });
    const long = `${'x'.repeat(60)}: rest`;
    expect(splitLead(long)).toEqual({ lead: '', rest: long });
  });

  it('reads paragraph lists in the current language and drops empty texts', () => {
    const list = [
      { id: 1, paragraph_es: 'Uno', paragraph_en: 'One' },
      { id: 2, paragraph_es: 'Dos', paragraph_en: '' },
      { id: 3, paragraph_es: null, paragraph_en: null },
    ];
    // The Spanish fallback on the English page says so (lang="es" on its element, docs/decisions/0043).
    expect(paragraphTexts(list, 'en')).toEqual([{ text: 'One' }, { text: 'Dos', lang: 'es' }]);
    expect(paragraphTexts(list, 'es')).toEqual([{ text: 'Uno' }, { text: 'Dos' }]);
    expect(present(['a', '', null, undefined, '  ', 'b'])).toEqual(['a', 'b']);
  });

  it('cuts meta descriptions near 160 characters on a word boundary', () => {
    expect(summary('  Short   text. ')).toBe('Short text.');
    const text =
      'With more than 6 years of experience in specialised IT services, we add technically vetted SAP consultants, Microsoft specialists, developers, data analysts and project leads to your team.';
    const cut = summary(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
