import { describe, expect, it } from 'vitest';
import { checkRedirect, isSiteAddress, normaliseRedirectPath, redirectTargetPath } from '../src/redirect-rules';

const PAGES = ['/', '/nosotros', '/servicio-sap', '/blog'];

describe('redirect addresses', () => {
  it('are looked up by their path: no query, fragment, repeated or trailing slash; decoded; lower case', () => {
    expect(normaliseRedirectPath('/Servicios/SAP.html?utm_source=x#top')).toBe('/servicios/sap.html');
    expect(normaliseRedirectPath('  /viejo//sitio/ ')).toBe('/viejo/sitio');
    expect(normaliseRedirectPath('/nuestra%20empresa')).toBe('/nuestra empresa');
    expect(normaliseRedirectPath('https://old.example.com/Quienes-Somos/?a=1')).toBe('/quienes-somos');
    expect(normaliseRedirectPath('/')).toBe('/');
    for (const bad of ['', 'servicios', '//evil.example', 'javascript:alert(1)', 'ftp://x/y'])
      expect(normaliseRedirectPath(bad), bad).toBeNull();
    expect(redirectTargetPath('/es/servicio-sap?utm_source=a')).toBe('/es/servicio-sap');
    expect(redirectTargetPath('https://example.com/x')).toBeNull();
  });

  it('of the site itself are its pages bare and in each language, its detail pages and its folders', () => {
    for (const p of [
      '/',
      '/nosotros',
      '/es/nosotros',
      '/en',
      '/es',
      '/en/blog',
      '/es/blog-details/x',
      '/casos-de-exito/1',
      '/api/contact',
      '/uploads/a.png',
      '/assets',
    ])
      expect(isSiteAddress(p, PAGES), p).toBe(true);
    for (const p of ['/promo', '/es/promo-sap', '/servicios/sap.html', '/blogs', '/uploadsx'])
      expect(isSiteAddress(p, PAGES), p).toBe(false);
  });
});

describe('a redirect', () => {
  const others = [
    { from_path: '/quienes-somos', to: '/es/nosotros' },
    { from_path: '/promo', to: 'https://example.com/landing' },
  ];

  it('is stored normalised when it is a single hop to a site path or an http(s) address', () => {
    expect(checkRedirect({ from_path: 'https://old.example.com/Servicios/SAP.html', to: ' /es/servicio-sap ' }, others, PAGES)).toEqual({
      ok: true,
      from_path: '/servicios/sap.html',
      to: '/es/servicio-sap',
    });
    expect(checkRedirect({ from_path: '/campana', to: 'https://example.com/x?y=1' }, others, PAGES).ok).toBe(true);
  });

  it('is refused with the field and a reason: bad values, the site itself, a duplicate, a loop, a chain', () => {
    const refused = (data: { from_path?: unknown; to?: unknown }) => {
      const r = checkRedirect(data, others, PAGES);
      if (r.ok) throw new Error(`accepted ${JSON.stringify(data)}`);
      return [r.field, r.message] as const;
    };
    expect(refused({ from_path: 'servicios', to: '/es/' })[0]).toBe('from_path');
    expect(refused({ from_path: 42, to: '/es/' })[0]).toBe('from_path');
    expect(refused({ from_path: '/x', to: 'javascript:alert(1)' })[0]).toBe('to');
    expect(refused({ from_path: '/x', to: '//evil.example' })[0]).toBe('to');
    expect(refused({ from_path: '/es/nosotros', to: '/en/nosotros' })).toEqual(['from_path', expect.stringMatching(/answers itself/)]);
    expect(refused({ from_path: '/Quienes-Somos/', to: '/es/' })).toEqual(['from_path', expect.stringMatching(/already/)]);
    expect(refused({ from_path: '/a', to: '/A/?x=1' })).toEqual(['to', expect.stringMatching(/loop/)]);
    expect(refused({ from_path: '/b', to: '/promo' })).toEqual(['to', expect.stringMatching(/chains/)]);
    const chainIn = checkRedirect({ from_path: '/c', to: '/es/' }, [{ from_path: '/d', to: '/c' }], PAGES);
    expect(chainIn).toEqual({ ok: false, field: 'from_path', message: expect.stringMatching(/chain/) });
  });
});
