import { describe, expect, it } from 'vitest';
import { fallbackLang, pickedLang } from '../src/lang';
import { translationGaps, translationMissing } from '../src/translation-status';

describe('translation gaps (docs/decisions/0043)', () => {
  it('finds a pair empty in one language at any depth, repeatable components included; slugs and empty pairs are not gaps', () => {
    const gaps = translationGaps({
      id: 4,
      documentId: 'entry4',
      tittle_es: 'Hola',
      tittle_en: '',
      slug_es: 'hola',
      slug_en: null,
      content_es: null,
      content_en: null,
      Blog_detail: { id: 1, tittle_es: 'T', tittle_en: 'T', paragraph_es: 'Cuerpo', paragraphs_en: '  ' },
      solutions_slides: [{ tittle_es: '', tittle_en: 'Slide' }],
      image_es: { id: 3, mime: 'image/webp', url: '/u.webp', caption_es: 'x' },
      image_en: null,
      category_blogs: [{ documentId: 'c', name_es: 'Nube', name_en: '' }],
    });
    expect(gaps).toEqual({ es: ['solutions_slides.0.tittle'], en: ['tittle', 'Blog_detail.paragraph', 'image'] });
    expect(translationMissing(gaps)).toBe('both');
    expect(translationMissing({ es: [], en: ['x'] })).toBe('en');
    expect(translationMissing(translationGaps({ title_es: 'a', title_en: 'b' }))).toBe('none');
  });

  it('names the language a fallback shows', () => {
    const card = { tittle_es: 'Hola', tittle_en: '' };
    expect(pickedLang(card, 'tittle', 'en')).toBe('es');
    expect(fallbackLang(card, 'tittle', 'en')).toEqual({ lang: 'es' });
    expect(fallbackLang(card, 'tittle', 'es')).toEqual({});
    expect(fallbackLang({ tittle_es: '', tittle_en: '' }, 'tittle', 'en')).toEqual({});
  });
});
