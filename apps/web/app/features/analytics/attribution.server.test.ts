import { describe, expect, it } from 'vitest';
import { attributionOfLanding, EMPTY_ATTRIBUTION, normalizeAttribution, pageOf } from './attribution';
import { ownHosts, submissionAttribution } from './attribution.server';

const site = ['www.nexalia.example', '127.0.0.1:3000'];

describe('attribution of a visit', () => {
  it('takes the landing path and query, the utm_* parameters and an external referrer', () => {
    const a = attributionOfLanding(
      new URL(
        'https://www.nexalia.example/servicio-sap?utm_source=linkedin&utm_medium=social&utm_campaign=sap%202026&utm_term=s4&utm_content=banner&x=1',
      ),
      'https://www.linkedin.com/feed/',
      site,
    );
    expect(a).toEqual({
      landing_page: '/servicio-sap?utm_source=linkedin&utm_medium=social&utm_campaign=sap%202026&utm_term=s4&utm_content=banner&x=1',
      sending_page: '',
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
    expect(attributionOfLanding(url, 'http://127.0.0.1:3000/', site).referrer).toBe('');
    expect(attributionOfLanding(url, 'https://www.nexalia.example/blog', site).referrer).toBe('');
    expect(attributionOfLanding(url, 'not a url', site).referrer).toBe('');
    expect(attributionOfLanding(url, 'android-app://com.google.android.gm/', site).referrer).toBe('');
    expect(attributionOfLanding(url, null, site).landing_page).toBe('/download');
  });

  it('a page is recorded without React Router’s index marker nor the sent notice, its query as written', () => {
    expect(pageOf(new URL('http://x/?index&utm_source=a%20b&sent=contact'))).toBe('/?utm_source=a%20b');
    expect(pageOf(new URL('http://x/download?sent=download.3'))).toBe('/download');
    expect(pageOf(new URL('http://x/blog?page=2'))).toBe('/blog?page=2');
  });

  it('caps lengths; drops control characters, foreign pages and non-http referrers', () => {
    const long = attributionOfLanding(
      new URL(`http://127.0.0.1:3000/${'á'.repeat(2000)}?utm_source=${'s'.repeat(300)}`),
      `https://example.com/${'ü'.repeat(2000)}`,
      site,
    );
    expect(Array.from(long.landing_page).length).toBeLessThanOrEqual(500);
    expect(Array.from(long.referrer).length).toBeLessThanOrEqual(500);
    expect(long.utm_source).toBe('s'.repeat(100));
    expect(
      normalizeAttribution(
        {
          landing_page: '//evil.example',
          sending_page: 'https://evil.example/',
          utm_source: 'a\u0000b',
          referrer: 'javascript:alert(1)',
          x: 1,
        },
        site,
      ),
    ).toEqual({ ...EMPTY_ATTRIBUTION, utm_source: 'ab' });
    expect(normalizeAttribution({ utm_medium: 7, landing_page: null }, site)).toEqual(EMPTY_ATTRIBUTION);
  });
});

describe('attribution of a submission (server)', () => {
  const request = new Request('http://127.0.0.1:3000/api/contact', { method: 'POST' });
  const own = ownHosts(request, 'https://www.nexalia.example');

  it('this site’s hosts: the request’s and SITE_URL’s', () => {
    expect(own).toEqual(['127.0.0.1:3000', 'www.nexalia.example']);
    expect(ownHosts(request, 'not a url')).toEqual(['127.0.0.1:3000']);
  });

  it('keeps what the script sent (validated), with the page it was sent from', () => {
    const posted = {
      landing_page: '/servicio-ia?utm_source=newsletter',
      sending_page: '/download',
      referrer: 'https://news.example/a?b=1',
      utm_source: 'newsletter',
      utm_campaign: 'IA <2026>',
      name: 'ignored',
    };
    expect(submissionAttribution(posted, 'http://127.0.0.1:3000/other', own)).toEqual({
      ...EMPTY_ATTRIBUTION,
      landing_page: '/servicio-ia?utm_source=newsletter',
      sending_page: '/download',
      referrer: 'https://news.example/a?b=1',
      utm_source: 'newsletter',
      utm_campaign: 'IA <2026>',
    });
  });

  it('drops a referrer of the site itself (its own host, or SITE_URL’s)', () => {
    for (const referrer of ['http://127.0.0.1:3000/', 'https://www.nexalia.example/blog'])
      expect(submissionAttribution({ landing_page: '/', referrer }, null, own).referrer).toBe('');
  });

  it('without a script (no posted visit): the Referer is the sending page, its utm_* the campaign', () => {
    expect(
      submissionAttribution({}, 'http://127.0.0.1:3000/?index&utm_source=mail&utm_medium=email&utm_campaign=q3%20sap&sent=contact', own),
    ).toEqual({
      ...EMPTY_ATTRIBUTION,
      sending_page: '/?utm_source=mail&utm_medium=email&utm_campaign=q3%20sap',
      utm_source: 'mail',
      utm_medium: 'email',
      utm_campaign: 'q3 sap',
    });
    // A page without a campaign: only the sending page.
    expect(submissionAttribution({ landing_page: '', utm_source: '' }, 'http://127.0.0.1:3000/download', own)).toEqual({
      ...EMPTY_ATTRIBUTION,
      sending_page: '/download',
    });
  });

  it('a Referer of another site is never the sending page; none at all records nothing', () => {
    expect(submissionAttribution({}, 'https://evil.example/?utm_source=x', own)).toEqual(EMPTY_ATTRIBUTION);
    expect(submissionAttribution({}, null, own)).toEqual(EMPTY_ATTRIBUTION);
    expect(submissionAttribution({}, 'garbage', own)).toEqual(EMPTY_ATTRIBUTION);
  });

  it('a captured visit keeps its own campaign (first touch), not the sending page’s', () => {
    const a = submissionAttribution({ landing_page: '/', utm_source: '' }, 'http://127.0.0.1:3000/?utm_source=later', own);
    expect(a).toEqual({ ...EMPTY_ATTRIBUTION, landing_page: '/', sending_page: '/?utm_source=later' });
  });
});
