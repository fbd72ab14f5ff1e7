// @vitest-environment happy-dom
import type { BlogCard as BlogCardEntity } from '@site/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/test-utils/render';
import { BlogCard } from './cards';

/** A post whose English title was left empty: the English page shows the Spanish one. */
const post = {
  id: 7,
  documentId: 'post7',
  tittle_es: 'Migración a la nube',
  tittle_en: '',
  slug_es: 'migracion-a-la-nube',
  slug_en: 'migration-to-the-cloud',
  content_es: 'Resumen.',
  content_en: 'Summary.',
  author_date_es: null,
  author_date_en: null,
  publication_date: '2026-11-27',
  image: null,
  category_blogs: [],
} as unknown as BlogCardEntity;

describe('the fallback to the other language is marked with lang (docs/decisions/0043)', () => {
  it('on the English page, the Spanish title of an untranslated post has lang="es"; the translated summary none', async () => {
    renderPage(() => <BlogCard card={post} />, { lang: 'en' });
    const heading = await screen.findByRole('heading', { name: 'Migración a la nube' });
    expect(heading.getAttribute('lang')).toBe('es');
    expect(screen.getByText('Summary.').hasAttribute('lang')).toBe(false);
  });

  it('on the Spanish page, nothing falls back and nothing is marked', async () => {
    renderPage(() => <BlogCard card={post} />, { lang: 'es' });
    const heading = await screen.findByRole('heading', { name: 'Migración a la nube' });
    expect(heading.hasAttribute('lang')).toBe(false);
  });
});
