/** The slugs of readable addresses (docs/decisions/0031): pure functions, no server. */
import { isDerivedSlug, isSlug, SLUG_MAX_LENGTH, slugBase, slugify, titleSlug, uniqueSlug } from '@site/content';
import { describe, expect, it } from 'vitest';

describe('slugify', () => {
  it('strips accents and lowercases', () => {
    expect(slugify('Migración a SAP S/4HANA')).toBe('migracion-a-sap-s-4hana');
    expect(slugify('Él pidió información ÚTIL')).toBe('el-pidio-informacion-util');
    expect(slugify('Über Größe')).toBe('uber-grosse');
  });

  it('turns ñ into n', () => {
    expect(slugify('Año de la piña')).toBe('ano-de-la-pina');
    expect(slugify('ESPAÑA')).toBe('espana');
  });

  it('makes every run of punctuation and spaces one hyphen, none at either end', () => {
    expect(slugify('¿Brownfield, greenfield o selectiva?')).toBe('brownfield-greenfield-o-selectiva');
    expect(slugify('  FinOps con C3: 34 % menos gasto en nube!! ')).toBe('finops-con-c3-34-menos-gasto-en-nube');
    expect(slugify('SAP EWM en 40,000 m²')).toBe('sap-ewm-en-40-000-m2');
    expect(slugify('[Programado · 15 de junio de 2027] Estado')).toBe('programado-15-de-junio-de-2027-estado');
    expect(slugify('a -- b__c')).toBe('a-b-c');
  });

  it('is empty for a text without Latin letters or digits', () => {
    expect(slugify('¿?¡!')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify(null)).toBe('');
  });

  it('caps the length, at a word boundary when there is one, without a trailing hyphen', () => {
    const long = Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(' ');
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.length).toBeGreaterThan(SLUG_MAX_LENGTH / 2);
    expect(long.replace(/ /g, '-').startsWith(`${slug}-`)).toBe(true);
    expect(slugify('abcdef ghij', 8)).toBe('abcdef');
    expect(slugify('abcdefghijkl', 8)).toBe('abcdefgh');
    expect(slugify('abc defghijkl', 8)).toBe('abc-defg');
    expect(isSlug(slug)).toBe(true);
  });

  it('makes slugs isSlug accepts', () => {
    for (const title of ['Migración a SAP S/4HANA', 'Ñandú', 'x', '2027']) expect(isSlug(slugify(title))).toBe(true);
  });
});

describe('isSlug', () => {
  it('accepts lowercase a-z0-9 words joined by single hyphens, at most 120 characters', () => {
    expect(isSlug('migracion-a-sap-s-4hana')).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
    for (const bad of ['', 'Mayus', 'dos--guiones', '-inicio', 'fin-', 'con espacio', 'ñ', 'a'.repeat(SLUG_MAX_LENGTH + 1), 42, null]) {
      expect(isSlug(bad), String(bad)).toBe(false);
    }
  });
});

describe('uniqueSlug', () => {
  it('is the base when free, else the first free -2, -3…', () => {
    expect(uniqueSlug('post', new Set())).toBe('post');
    expect(uniqueSlug('post', new Set(['post']))).toBe('post-2');
    expect(uniqueSlug('post', new Set(['post', 'post-2', 'post-3']))).toBe('post-4');
  });

  it('shortens the base so the suffix fits the cap', () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(isSlug(slug)).toBe(true);
  });
});

describe('isDerivedSlug', () => {
  it('recognises the base and the base with a -N suffix, nothing else', () => {
    expect(isDerivedSlug('post', 'post')).toBe(true);
    expect(isDerivedSlug('post-2', 'post')).toBe(true);
    expect(isDerivedSlug('post-12', 'post')).toBe(true);
    expect(isDerivedSlug('post-1', 'post')).toBe(false);
    expect(isDerivedSlug('mi-post', 'post')).toBe(false);
    expect(isDerivedSlug('post', '')).toBe(false);
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(isDerivedSlug(uniqueSlug(base, new Set([base])), base)).toBe(true);
  });
});

describe('titleSlug', () => {
  it('is the language’s title, else the other language’s, else entrada/entry', () => {
    expect(titleSlug('tittle', { tittle_es: 'Año nuevo', tittle_en: 'New year' }, 'es')).toBe('ano-nuevo');
    expect(titleSlug('tittle', { tittle_es: 'Año nuevo', tittle_en: 'New year' }, 'en')).toBe('new-year');
    expect(titleSlug('tittle', { tittle_es: 'Año nuevo', tittle_en: '' }, 'en')).toBe('ano-nuevo');
    expect(titleSlug('tittle', { tittle_es: '¿?', tittle_en: null }, 'es')).toBe('entrada');
    expect(titleSlug('tittle', {}, 'en')).toBe('entry');
  });
});

describe('slugBase (what the CMS writes on create and update)', () => {
  const stored = { tittle_es: 'Guía SAP', tittle_en: 'SAP guide', slug_es: 'guia-sap', slug_en: 'sap-guide-2' };

  it('a new entry: from the title, or the editor’s slug normalised', () => {
    expect(slugBase('tittle', 'es', { tittle_es: 'Guía SAP' }, null)).toBe('guia-sap');
    expect(slugBase('tittle', 'es', { tittle_es: 'Guía SAP', slug_es: ' Mi Guía! ' }, null)).toBe('mi-guia');
    expect(slugBase('tittle', 'es', { tittle_es: 'Guía SAP', slug_es: '!!' }, null)).toBe('guia-sap');
  });

  it('an update that keeps slug and title keeps the slug (sent unchanged or not sent)', () => {
    expect(slugBase('tittle', 'es', { ...stored }, stored)).toBeNull();
    expect(slugBase('tittle', 'en', { content_en: 'x' }, stored)).toBeNull();
  });

  it('a slug derived from the title (with or without -N) follows a new title', () => {
    expect(slugBase('tittle', 'es', { ...stored, tittle_es: 'Guía SAP 2027' }, stored)).toBe('guia-sap-2027');
    expect(slugBase('tittle', 'en', { ...stored, tittle_en: 'SAP guide 2027' }, stored)).toBe('sap-guide-2027');
    // A title change that makes the same slug changes nothing.
    expect(slugBase('tittle', 'es', { ...stored, tittle_es: 'Guia  SAP' }, stored)).toBeNull();
  });

  it('a slug the editor wrote stays when the title changes; a new one is taken, normalised', () => {
    const written = { ...stored, slug_es: 'mi-guia' };
    expect(slugBase('tittle', 'es', { ...written, tittle_es: 'Otra guía' }, written)).toBeNull();
    expect(slugBase('tittle', 'es', { ...written, slug_es: 'Guía Nueva' }, written)).toBe('guia-nueva');
  });

  it('a cleared slug is made from the (new) title', () => {
    expect(slugBase('tittle', 'es', { ...stored, slug_es: '' }, stored)).toBe('guia-sap');
    expect(slugBase('tittle', 'es', { ...stored, slug_es: null, tittle_es: 'Otra' }, stored)).toBe('otra');
  });
});
