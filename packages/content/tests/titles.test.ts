import { describe, expect, it } from 'vitest';
import { pageHeading } from '../src/titles';

describe('pageHeading (one title, one truth)', () => {
  const card = { tittle_es: 'Título', tittle_en: 'Title' };
  it('follows the title when no override is set', () => {
    expect(pageHeading(card, { from: { tittle_es: null, tittle_en: '' }, key: 'tittle' }, 'en')).toBe('Title');
    expect(pageHeading(card, { from: null, key: 'tittle' }, 'es')).toBe('Título');
  });
  it("uses the editor's override in its own language only", () => {
    const detail = { tittle_es: 'Encabezado propio', tittle_en: null };
    expect(pageHeading(card, { from: detail, key: 'tittle' }, 'es')).toBe('Encabezado propio');
    expect(pageHeading(card, { from: detail, key: 'tittle' }, 'en')).toBe('Title');
  });
  it('falls back to the other language’s title when this one is empty', () => {
    expect(pageHeading({ tittle_es: 'Solo español', tittle_en: '' }, { from: null, key: 'tittle' }, 'en')).toBe('Solo español');
  });
});
