import { describe, expect, it } from 'vitest';
import { pagePath, samePage } from './pages';

describe('an answer page as the evaluations read it', () => {
  it('is a bare site path: no language prefix, no query, no trailing slash but the home page’s', () => {
    expect(pagePath('/es/nosotros')).toBe('/nosotros');
    expect(pagePath('/en/servicio-sap/?x=1')).toBe('/servicio-sap');
    expect(pagePath('http://127.0.0.1:3000/en/')).toBe('/');
    expect(pagePath('/es')).toBe('/');
    expect(pagePath(null)).toBeNull();
  });

  it('keeps the home page’s anchors as the labels write them', () => {
    expect(pagePath('/es/#contacto')).toBe('/#contacto');
    expect(pagePath('/#incorporate')).toBe('/#incorporate');
    expect(pagePath('#contacto')).toBe('/#contacto');
    expect(samePage('/#contacto', '/en/#contacto')).toBe(true);
    expect(samePage('/#contacto', '/en/')).toBe(false);
  });

  it('matches one of several labels, and a prefix ending in *', () => {
    expect(samePage(['/', '/nosotros'], '/es/nosotros')).toBe(true);
    expect(samePage('/casos-de-exito*', '/en/casos-de-exito/abc')).toBe(true);
    expect(samePage('/blog*', '/en/nosotros')).toBe(false);
  });
});
