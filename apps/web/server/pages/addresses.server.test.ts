import { describe, expect, it } from 'vitest';
import { ENTRY_CACHE_CONTROL, entryRedirect } from './addresses.server';

const go = (url: string, extra: { cookie?: string; referer?: string; method?: string } = {}) =>
  entryRedirect({ method: extra.method ?? 'GET', url, cookie: extra.cookie, referer: extra.referer, host: 'site.test' });

describe('the entry to one address per page per language', () => {
  it('leaves a page address alone', () => {
    expect(go('/es/')).toBeNull();
    expect(go('/en/nosotros')).toBeNull();
    expect(go('/es/blog?category=2&utm_source=x')).toBeNull();
    expect(go('/en/blog-details/mi-post')).toBeNull();
  });

  it('answers an old ?lang= address 301 to that language, the rest of the query kept', () => {
    expect(go('/?lang=es')).toMatchObject({ status: 301, location: '/es/' });
    expect(go('/nosotros?lang=en')).toMatchObject({ status: 301, location: '/en/nosotros' });
    expect(go('/blog?lang=es&utm_source=news&page=2')).toMatchObject({ status: 301, location: '/es/blog?utm_source=news&page=2' });
    expect(go('/es/servicio-sap?lang=en')).toMatchObject({ status: 301, location: '/en/servicio-sap' });
    expect(go('/es/?lang=en')).toMatchObject({ status: 301, location: '/en/' });
    // The cookie does not outrank the address's own language.
    expect(go('/nosotros?lang=en', { cookie: 'lang=es' })).toMatchObject({ status: 301, location: '/en/nosotros' });
  });

  it('sends a bare address to the stored choice, else the referring page, else English', () => {
    expect(go('/')).toEqual({ status: 302, location: '/en/', cacheControl: ENTRY_CACHE_CONTROL });
    expect(go('/nosotros', { cookie: 'a=1; lang=es' })).toMatchObject({ status: 302, location: '/es/nosotros' });
    expect(go('/blog-details/abc?x=1', { referer: 'http://site.test/es/blog' })).toMatchObject({ location: '/es/blog-details/abc?x=1' });
    expect(go('/blog', { referer: 'https://elsewhere.example/es/blog' })).toMatchObject({ location: '/en/blog' });
    expect(go('/blog', { referer: 'not a url' })).toMatchObject({ location: '/en/blog' });
    expect(go('/nosotros?lang=xx')).toMatchObject({ status: 302, location: '/en/nosotros' });
  });

  it('one address per page: the home page with its slash, the others without; an invalid ?lang= dropped', () => {
    expect(go('/es')).toMatchObject({ status: 301, location: '/es/' });
    expect(go('/en?utm_source=x')).toMatchObject({ status: 301, location: '/en/?utm_source=x' });
    expect(go('/en/nosotros/?a=1')).toMatchObject({ status: 301, location: '/en/nosotros?a=1' });
    expect(go('/en/nosotros?lang=fr')).toMatchObject({ status: 301, location: '/en/nosotros' });
  });

  it('never redirects what is no page, nor a POST, nor a client navigation', () => {
    for (const url of [
      '/api/contact',
      '/uploads/a.png',
      '/assets/x.js',
      '/sitemap.xml',
      '/robots.txt',
      '/healthz',
      '/nosotros.data',
      '/__manifest?paths=%2Fen&version=1',
    ]) {
      expect(go(url)).toBeNull();
    }
    expect(go('/es/', { method: 'POST' })).toBeNull();
    expect(go('/api/contact', { method: 'POST' })).toBeNull();
  });

  it('sends a plain form posted to an old bare action on to its language, method and body kept (307)', () => {
    expect(go('/?index', { method: 'POST', referer: 'http://site.test/es/' })).toMatchObject({ status: 307, location: '/es/' });
    expect(go('/download', { method: 'POST' })).toMatchObject({ status: 307, location: '/en/download' });
    expect(go('/', { method: 'HEAD' })).toMatchObject({ status: 302 });
  });
});
