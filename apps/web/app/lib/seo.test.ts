import type { SharedSeoComponent } from '@site/content';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageSeo, seo } from './seo';

const base = {
  title: 'Derived | Co',
  description: 'Derived description',
  path: '/nosotros',
  siteUrl: 'https://site.example',
  image: '/uploads/banner.png',
};
const entry = (over: Partial<SharedSeoComponent>): SharedSeoComponent => ({
  id: 1,
  meta_title_es: null,
  meta_title_en: null,
  meta_description_es: null,
  meta_description_en: null,
  share_image_es: null,
  share_image_en: null,
  noindex: false,
  ...over,
});
const content = (tags: MetaDescriptor[], key: string, name: string) =>
  (tags.find((t) => (t as Record<string, unknown>)[key] === name) as { content?: string } | undefined)?.content;
const title = (tags: MetaDescriptor[]) => (tags.find((t) => 'title' in t) as { title: string }).title;

describe('SEO fields (docs/decisions/0016)', () => {
  it('without the editor’s fields, the derived title, description and image', () => {
    const tags = seo({ ...base, lang: 'en', entry: null });
    expect(title(tags)).toBe('Derived | Co');
    expect(content(tags, 'name', 'description')).toBe('Derived description');
    expect(content(tags, 'property', 'og:image')).toBe('https://site.example/uploads/banner.png');
    expect(content(tags, 'name', 'twitter:title')).toBe('Derived | Co');
    expect(content(tags, 'name', 'robots')).toBeUndefined();
  });

  it('the editor’s title, description and share image in the page language replace them (Open Graph and Twitter too)', () => {
    const e = entry({
      meta_title_en: 'Editor title',
      meta_description_en: 'Editor description',
      share_image_es: { id: 2, url: '/uploads/share-es.png' } as SharedSeoComponent['share_image_es'],
    });
    const tags = seo({ ...base, lang: 'en', entry: e });
    expect(title(tags)).toBe('Editor title');
    expect(content(tags, 'property', 'og:title')).toBe('Editor title');
    expect(content(tags, 'name', 'twitter:description')).toBe('Editor description');
    // The only share image is the Spanish one: used for English too.
    expect(content(tags, 'name', 'twitter:image')).toBe('https://site.example/uploads/share-es.png');
    // A title set in English only is no title for the Spanish page.
    expect(title(seo({ ...base, lang: 'es', entry: e }))).toBe('Derived | Co');
  });

  it('noindex adds robots noindex', () => {
    expect(content(seo({ ...base, lang: 'es', entry: entry({ noindex: true }) }), 'name', 'robots')).toBe('noindex');
  });

  it('finds the page entry’s seo in the route data', () => {
    const e = entry({ meta_title_es: 'x' });
    expect(pageSeo([{ data: {} }, { data: { key: 'k', card: { id: 1, seo: e }, html: {} } }])).toBe(e);
    expect(pageSeo([{ data: {} }, { data: { home: { seo: null }, trends: [] } }])).toBeNull();
    expect(pageSeo([{ data: {} }])).toBeNull();
  });
});
