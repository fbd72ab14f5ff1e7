// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ATTRIBUTION } from './attribution';
import { captureVisit, VISIT_STORAGE_KEY, visitAttribution } from './visit';

/** The document as the browser loaded it: its address (on the test's origin) and its referrer. */
function at(href: string, referrer = '') {
  const url = new URL(href);
  window.history.replaceState(null, '', `${url.pathname}${url.search}`);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer.replace(SITE, window.location.origin));
}
const SITE = 'http://127.0.0.1:3000';

describe('the visit kept in session storage (no cookie)', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('the first page view keeps the landing page, the external referrer and the campaign; later pages keep it', () => {
    at('http://127.0.0.1:3000/servicio-sap?utm_source=linkedin&utm_campaign=sap%20q3&x=1', 'https://www.linkedin.com/feed/');
    captureVisit();
    at('http://127.0.0.1:3000/download?utm_source=other', 'http://127.0.0.1:3000/servicio-sap');
    captureVisit();
    expect(visitAttribution()).toEqual({
      ...EMPTY_ATTRIBUTION,
      landing_page: '/servicio-sap?utm_source=linkedin&utm_campaign=sap%20q3&x=1',
      referrer: 'https://www.linkedin.com/feed/',
      utm_source: 'linkedin',
      utm_campaign: 'sap q3',
      // The page the form is sent from.
      sending_page: '/download?utm_source=other',
    });
    expect(document.cookie).toBe('');
  });

  it('a link followed before the first page’s scripts ran: the page it came from is the landing page', () => {
    at('http://127.0.0.1:3000/nosotros', 'http://127.0.0.1:3000/?utm_source=mail&utm_medium=email');
    expect(visitAttribution()).toEqual({
      ...EMPTY_ATTRIBUTION,
      landing_page: '/?utm_source=mail&utm_medium=email',
      sending_page: '/nosotros',
      utm_source: 'mail',
      utm_medium: 'email',
    });
  });

  it('what storage holds is validated again; the sent notice is not part of the sending page', () => {
    sessionStorage.setItem(
      VISIT_STORAGE_KEY,
      JSON.stringify({ landing_page: '//evil.example', referrer: `${window.location.origin}/x`, utm_source: 5 }),
    );
    at('http://127.0.0.1:3000/?sent=contact');
    expect(visitAttribution()).toEqual({ ...EMPTY_ATTRIBUTION, sending_page: '/' });
    sessionStorage.setItem(VISIT_STORAGE_KEY, '{not json');
    expect(visitAttribution()).toEqual({ ...EMPTY_ATTRIBUTION, sending_page: '/' });
  });
});
