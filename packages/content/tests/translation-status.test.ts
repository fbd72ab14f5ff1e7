import { describe, expect, it } from 'vitest';
import { joinShown, pick, shown } from '../src/lang';
import { shownHeading } from '../src/titles';
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

  it('names the language a fallback shows, and only a fallback', () => {
    const card = { tittle_es: 'Hola', tittle_en: '' };
    expect(shown(card, 'tittle', 'en')).toEqual({ text: 'Hola', lang: 'es' });
    expect(pick(card, 'tittle', 'en')).toBe('Hola');
    expect(shown(card, 'tittle', 'es')).toEqual({ text: 'Hola' });
    expect(shown({ tittle_es: '', tittle_en: '' }, 'tittle', 'en')).toEqual({ text: '' });
    expect(shown({ tittle_es: 'Hola', tittle_en: null }, 'tittle', 'en')).toEqual({ text: 'Hola', lang: 'es' });
    expect(shown(null, 'tittle' as never, 'en')).toEqual({ text: '' });
    // The page heading: the override of the page's language, its title, else the other's title (marked).
    expect(shownHeading({ tittle_es: 'Hola', tittle_en: '' }, { from: { tittle_en: '' }, key: 'tittle' }, 'en')).toEqual({
      text: 'Hola',
      lang: 'es',
    });
    expect(shownHeading({ tittle_es: 'Hola', tittle_en: '' }, { from: { tittle_en: 'Hi' }, key: 'tittle' }, 'en')).toEqual({ text: 'Hi' });
  });

  it('joins names in runs of one language, separators kept', () => {
    expect(joinShown([{ text: 'Cloud' }, { text: 'Data' }], ' · ')).toEqual([{ text: 'Cloud · Data' }]);
    expect(
      joinShown(
        [
          { text: 'Nube', lang: 'es' },
          { text: 'Datos', lang: 'es' },
        ],
        ', ',
      ),
    ).toEqual([{ text: 'Nube, Datos', lang: 'es' }]);
    expect(joinShown([{ text: 'Cloud' }, { text: 'Datos', lang: 'es' }, { text: 'AI' }], ', ')).toEqual([
      { text: 'Cloud, ' },
      { text: 'Datos, ', lang: 'es' },
      { text: 'AI' },
    ]);
    expect(joinShown([], ', ')).toEqual([]);
  });
});
