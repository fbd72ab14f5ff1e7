/** Only the site's own pages stay links in an answer (docs/decisions/0040); everything else is plain text or removed. */
import { describe, expect, test } from 'vitest';
import { isSitePage, keepSiteLinks } from '@site/content/chat-links';

describe('links in answers', () => {
  test.each([
    ['/servicio-sap', true],
    ['/es/servicio-sap', true],
    ['/en/', true],
    ['/', true],
    ['/#contacto', true],
    ['/en/#contacto', true],
    ['/es/blog-details/rise-with-sap-explicado', true],
    ['/en/casos-de-exito/sap-s-4hana-migration-for-a-retail-chain', true],
    ['/blog?category=2', true],
    ['/nosotros#valores', true],
    ['/fr/nosotros', false],
    ['/no-such-page', false],
    ['/api/contact', false],
    ['//evil.example/x', false],
    ['https://evil.example', false],
    ['mailto:a@b.example', false],
    ['javascript:alert(1)', false],
    ['/es/blog-details/../../api', false],
  ])('%s is a page of the site: %s', (href, expected) => {
    expect(isSitePage(href)).toBe(expected);
  });

  test("a link off the site keeps its label as text; a bare address off the site is removed; the site's links stay", () => {
    const text =
      'See [our partner](https://evil.example/x), https://evil.example/y and <http://evil.example/z>, or www.evil.example. ' +
      'Our [C3](/producto-c3) page and [SAP](/en/servicio-sap).';
    expect(keepSiteLinks(text)).toBe('See our partner, and, or. Our [C3](/producto-c3) page and [SAP](/en/servicio-sap).');
  });

  test('an answer without links is unchanged', () => {
    const text = '**C3** reduces cloud costs.\nAsk me anything else.';
    expect(keepSiteLinks(text)).toBe(text);
  });
});
