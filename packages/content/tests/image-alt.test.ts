import { describe, expect, it } from 'vitest';
import { altFor, missingAltLanguages, parseAlt } from '../src/image-alt';
import { imageSource } from '../src/media';
import type { Media } from '../src/media-types';

describe('alternative text per language (docs/decisions/0044)', () => {
  it('reads "es: … | en: …" in either order, with spaces and capitals', () => {
    expect(parseAlt('es: Equipo en la oficina | en: Team at the office')).toEqual({
      kind: 'per-language',
      es: 'Equipo en la oficina',
      en: 'Team at the office',
    });
    expect(parseAlt(' EN:Team |ES: Equipo ')).toEqual({ kind: 'per-language', es: 'Equipo', en: 'Team' });
    expect(altFor('es: Gráfico | de barras | en: Bar | chart', 'es')).toBe('Gráfico | de barras');
    expect(altFor('es: Gráfico | de barras | en: Bar | chart', 'en')).toBe('Bar | chart');
  });

  it('keeps a plain text for both languages (the seed) and renders decorative as empty', () => {
    expect(altFor('Nexalia consultants in a planning session', 'es')).toBe('Nexalia consultants in a planning session');
    expect(altFor('Nexalia consultants in a planning session', 'en')).toBe('Nexalia consultants in a planning session');
    expect(parseAlt('Decorativa')).toEqual({ kind: 'decorative' });
    expect(altFor('decorative', 'en')).toBe('');
    expect(altFor(null, 'en')).toBe('');
  });

  it('falls back to the other language when one is empty, but publishing asks for it', () => {
    expect(altFor('es: Equipo | en:', 'en')).toBe('Equipo');
    expect(missingAltLanguages('es: Equipo | en:')).toEqual(['en']);
    expect(missingAltLanguages('en: Team')).toEqual(['es']);
    expect(missingAltLanguages('')).toEqual(['es', 'en']);
    expect(missingAltLanguages(null)).toEqual(['es', 'en']);
    expect(missingAltLanguages('decorativa')).toEqual([]);
    expect(missingAltLanguages('SAP')).toEqual([]);
    expect(missingAltLanguages('es: Equipo | en: Team')).toEqual([]);
  });
});

describe('imageSource: WebP variants apart from the original type', () => {
  const photo: Media = {
    id: 1,
    url: '/uploads/office_0123456789.jpg',
    alternativeText: 'es: Oficina | en: Office',
    width: 2400,
    height: 1400,
    mime: 'image/jpeg',
    formats: {
      small: { url: '/uploads/small_office_0123456789.jpg', width: 640, height: 373 },
      large: { url: '/uploads/large_office_0123456789.jpg', width: 1600, height: 933 },
      webp_640: { url: '/uploads/webp_640_office_0123456789.webp', width: 640, height: 373 },
      webp_1080: { url: '/uploads/webp_1080_office_0123456789.webp', width: 1080, height: 630 },
    },
  };

  it('puts the JPEG formats in srcSet and the WebP ones in webpSrcSet, with the language alt', () => {
    const es = imageSource(photo, 'https://media.test', 'es');
    expect(es?.srcSet).toBe(
      'https://media.test/uploads/small_office_0123456789.jpg 640w, https://media.test/uploads/large_office_0123456789.jpg 1600w, https://media.test/uploads/office_0123456789.jpg 2400w',
    );
    expect(es?.webpSrcSet).toBe(
      'https://media.test/uploads/webp_640_office_0123456789.webp 640w, https://media.test/uploads/webp_1080_office_0123456789.webp 1080w',
    );
    expect(es?.alt).toBe('Oficina');
    expect(imageSource(photo, '', 'en')?.alt).toBe('Office');
  });

  it('has no WebP set for an image without variants (the seed WebP)', () => {
    const seed: Media = {
      ...photo,
      mime: 'image/webp',
      alternativeText: 'Team',
      formats: { small: { url: '/uploads/small_t.webp', width: 640, height: 373 } },
    };
    expect(imageSource(seed, '', 'en')?.webpSrcSet).toBe('');
    expect(imageSource(seed, '', 'es')?.alt).toBe('Team');
  });
});
