/**
 * The admin's "Open preview" address (Strapi Preview handler, docs/decisions/0016): the site's
 * /api/preview with the secret and the entry's page, for pages, posts, cases and the footer only.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_PATHS } from '../src/preview-paths';
import { previewUrl } from '../src/preview-url';

const SITE = 'https://www.site.example/';
const SECRET = 'the-preview-secret-0123456789';

describe('preview address', () => {
  it('a page type goes to its page, in draft mode, with the secret', () => {
    const url = new URL(previewUrl('api::about-us.about-us', { documentId: 'abc', status: 'draft' }, SITE, SECRET) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.site.example/api/preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: SECRET, path: '/nosotros', status: 'draft' });
  });

  it('a post and a case go to their documentId address; the published tab previews the published version', () => {
    const post = new URL(
      previewUrl('api::blog-card.blog-card', { documentId: 'k2skul7o9eupqi6k8s4elt69', status: 'published' }, SITE, SECRET) ?? '',
    );
    expect(post.searchParams.get('path')).toBe('/blog-details/k2skul7o9eupqi6k8s4elt69');
    expect(post.searchParams.get('status')).toBe('published');
    const kase = new URL(
      previewUrl('api::success-case-card.success-case-card', { documentId: 'h8gy3m360p5vvnuvj1ufg6ao' }, SITE, SECRET) ?? '',
    );
    expect(kase.searchParams.get('path')).toBe('/casos-de-exito/h8gy3m360p5vvnuvj1ufg6ao');
    expect(kase.searchParams.get('status')).toBe('draft');
  });

  it('a language the admin passes is kept; anything else is left to the editor’s browser', () => {
    expect(new URL(previewUrl('api::home.home', { locale: 'es' }, SITE, SECRET) ?? '').searchParams.get('lang')).toBe('es');
    expect(new URL(previewUrl('api::home.home', { locale: 'fr' }, SITE, SECRET) ?? '').searchParams.has('lang')).toBe(false);
  });

  it('no preview for what is not a page, for a post without its documentId, or without the site or the secret', () => {
    expect(previewUrl('api::chat-bot.chat-bot', {}, SITE, SECRET)).toBeNull();
    expect(previewUrl('api::contact.contact', { documentId: 'x' }, SITE, SECRET)).toBeNull();
    expect(previewUrl('api::blog-card.blog-card', {}, SITE, SECRET)).toBeNull();
    expect(previewUrl('api::home.home', {}, '', SECRET)).toBeNull();
    expect(previewUrl('api::home.home', {}, SITE, '')).toBeNull();
  });

  it('every page, the posts, the cases and the footer have a preview', () => {
    expect(Object.keys(PREVIEW_PATHS)).toHaveLength(15 + 2 + 1);
    expect(PREVIEW_PATHS['api::footer.footer']).toBe('/');
  });
});
