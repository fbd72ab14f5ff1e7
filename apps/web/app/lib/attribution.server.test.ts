import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_COOKIE_MAX,
  attributionFromLanding,
  attributionFromRequest,
  attributionSetCookie,
  EMPTY_ATTRIBUTION,
  needsAttribution,
  parseAttribution,
  readCookie,
  serializeAttribution,
} from './attribution.server';

const site = ['www.nexalia.example', '127.0.0.1:3000'];

describe('attribution of a visit', () => {
  it('takes the landing path and query, the utm_* parameters and an external referrer', () => {
    const a = attributionFromLanding(
      new URL(
        'https://www.nexalia.example/servicio-sap?utm_source=linkedin&utm_medium=social&utm_campaign=sap%202026&utm_term=s4&utm_content=banner&x=1',
      ),
      'https://www.linkedin.com/feed/',
      site,
    );
    expect(a).toEqual({
      landing_page: '/servicio-sap?utm_source=linkedin&utm_medium=social&utm_campaign=sap%202026&utm_term=s4&utm_content=banner&x=1',
      referrer: 'https://www.linkedin.com/feed/',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'sap 2026',
      utm_term: 's4',
      utm_content: 'banner',
    });
  });

  it('an internal or malformed referrer is no referrer', () => {
    const url = new URL('http://127.0.0.1:3000/download');
    expect(attributionFromLanding(url, 'http://127.0.0.1:3000/', site).referrer).toBe('');
    expect(attributionFromLanding(url, 'https://www.nexalia.example/blog', site).referrer).toBe('');
    expect(attributionFromLanding(url, 'not a url', site).referrer).toBe('');
    expect(attributionFromLanding(url, 'android-app://com.google.android.gm/', site).referrer).toBe('');
    expect(attributionFromLanding(url, null, site).landing_page).toBe('/download');
  });

  it('round-trips through the cookie value exactly, in any language', () => {
    const a = attributionFromLanding(
      new URL('http://127.0.0.1:3000/?utm_campaign=Campaña “Perú” <2026> & más;,="x"'),
      'https://例え.jp/ページ?q=a b',
      site,
    );
    const value = serializeAttribution(a);
    expect(value).not.toMatch(/[\s;,"\\]/);
    expect(parseAttribution(value)).toEqual(a);
    const header = `a=1; ${ATTRIBUTION_COOKIE}=${value}; b=2`;
    expect(readCookie(header, ATTRIBUTION_COOKIE)).toBe(value);
    const request = new Request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers: { cookie: header } });
    expect(attributionFromRequest(request)).toEqual(a);
  });

  it('caps lengths and the cookie size; drops control characters and foreign landing addresses', () => {
    const long = attributionFromLanding(
      new URL(`http://127.0.0.1:3000/${'á'.repeat(2000)}?utm_source=${'s'.repeat(300)}`),
      `https://example.com/${'ü'.repeat(2000)}`,
      site,
    );
    expect(Array.from(long.landing_page).length).toBeLessThanOrEqual(500);
    expect(long.utm_source).toBe('s'.repeat(100));
    expect(serializeAttribution(long).length).toBeLessThanOrEqual(ATTRIBUTION_COOKIE_MAX);
    expect(parseAttribution('landing_page=%2F%2Fevil.example&utm_source=a%00b&referrer=javascript%3Aalert(1)')).toEqual({
      ...EMPTY_ATTRIBUTION,
      utm_source: 'ab',
    });
    expect(parseAttribution('')).toBeNull();
  });

  it('a submission without the cookie has empty attribution', () => {
    expect(attributionFromRequest(new Request('http://x/api/lead', { method: 'POST' }))).toEqual(EMPTY_ATTRIBUTION);
  });

  it('is set on a first page view only: HTML GETs without the cookie, not assets, media, endpoints or data requests', () => {
    const html = 'text/html,application/xhtml+xml';
    expect(needsAttribution('GET', '/', html, null)).toBe(true);
    expect(needsAttribution('GET', '/servicio-ia', html, 'lang=es')).toBe(true);
    expect(needsAttribution('GET', '/', html, `lang=es; ${ATTRIBUTION_COOKIE}=landing_page=%2F`)).toBe(false);
    expect(needsAttribution('POST', '/', html, null)).toBe(false);
    for (const path of ['/assets/x.js', '/uploads/a.png', '/api/contact', '/download.data', '/_root.data', '/robots.txt', '/sitemap.xml'])
      expect(needsAttribution('GET', path, html, null), path).toBe(false);
    expect(needsAttribution('GET', '/', 'application/json', null)).toBe(false);
  });

  it('the cookie is a first-party session cookie: HttpOnly, SameSite=Lax, Secure over https', () => {
    const a = { ...EMPTY_ATTRIBUTION, landing_page: '/' };
    const plain = attributionSetCookie(a, false);
    expect(plain).toBe(`${ATTRIBUTION_COOKIE}=landing_page=%2F; Path=/; HttpOnly; SameSite=Lax`);
    expect(plain).not.toMatch(/Expires|Max-Age|Domain/i);
    expect(attributionSetCookie(a, true)).toMatch(/; Secure$/);
  });
});
