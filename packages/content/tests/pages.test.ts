import { describe, expect, it } from 'vitest';
import { barePath, langOfPath, localPath, pageHref, SITE_PAGES } from '../src/pages';

describe('one address per page per language', () => {
  it('reads the language of a prefixed address, and none of a bare one', () => {
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/en/nosotros')).toBe('en');
    expect(langOfPath('/es?sent=contact')).toBe('es');
    expect(langOfPath('/en#contacto')).toBe('en');
    expect(langOfPath('/nosotros')).toBeNull();
    expect(langOfPath('/')).toBeNull();
    // A path that only starts with the letters is no prefix.
    expect(langOfPath('/english')).toBeNull();
    expect(langOfPath('/es-mx/x')).toBeNull();
  });

  it('removes the prefix', () => {
    expect(barePath('/es')).toBe('/');
    expect(barePath('/es/')).toBe('/');
    expect(barePath('/es/#contacto')).toBe('/#contacto');
    expect(barePath('/en/blog?page=2')).toBe('/blog?page=2');
    expect(barePath('/es#contacto')).toBe('/#contacto');
    expect(barePath('/es?x=1')).toBe('/?x=1');
    expect(barePath('/insights')).toBe('/insights');
  });

  it('puts a page under its language, keeping query and hash', () => {
    expect(localPath('es', '/')).toBe('/es/');
    expect(localPath('en', '/#contacto')).toBe('/en/#contacto');
    expect(localPath('es', '/?sent=contact#contacto')).toBe('/es/?sent=contact#contacto');
    expect(localPath('en', '/es/')).toBe('/en/');
    expect(localPath('es', '/blog?category=2')).toBe('/es/blog?category=2');
    expect(localPath('en', '/es/nosotros')).toBe('/en/nosotros');
    expect(localPath('es', '/es/nosotros')).toBe('/es/nosotros');
  });

  it('leaves what is no page of the site alone', () => {
    for (const href of [
      'https://example.com/x',
      '//cdn.example/x',
      'mailto:a@b.c',
      '#top',
      '/uploads/a.png',
      '/api/contact',
      '/assets/x.js',
      '/sitemap.xml',
    ]) {
      expect(localPath('es', href)).toBe(href);
    }
  });

  it('gives every page of the table an address in each language', () => {
    expect(pageHref('home', 'en')).toBe('/en/');
    expect(pageHref('about', 'es')).toBe('/es/nosotros');
    for (const page of Object.values(SITE_PAGES)) {
      expect(langOfPath(localPath('es', page.path))).toBe('es');
      expect(barePath(localPath('en', page.path))).toBe(page.path);
    }
  });
});
