import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../packages/content/src/pages';
import { pagePathLiterals, pagePathStems, spellsPagePath } from './page-paths';

const stems = pagePathStems(Object.values(SITE_PAGES).map((p) => p.path));

describe('page paths only from the page table', () => {
  it('takes each page path, a detail page by its fixed part, the home page left out', () => {
    expect(stems).toContain('/nosotros');
    expect(stems).toContain('/blog-details/');
    expect(stems).not.toContain('/');
  });

  it('finds a page path alone, with a query, a hash, a language prefix or a detail segment', () => {
    for (const text of ['/nosotros', '/blog?page=2', '/download#download-3', '/es/servicio-sap', '/en/blog-details/x', '/casos-de-exito'])
      expect(spellsPagePath(text, stems), text).toBe(true);
  });

  it('leaves other addresses alone: the home page, assets, API routes, a longer word', () => {
    for (const text of ['/', '/#contacto', '/api/contact', '/uploads/blog.png', '/blogger', 'blog', '/assets/blog-x.js'])
      expect(spellsPagePath(text, stems), text).toBe(false);
  });

  it('reports string, JSX and template literals with their line, not comments or imports', () => {
    const source = [
      "import x from '/blog';",
      '// a comment about /nosotros',
      "const a = '/nosotros';",
      'const b = <Link to="/blog">Blog</Link>;',
      `const c = \`/blog-details/$\{id}\`;`,
      "const d = pagePath('about');",
    ].join('\n');
    expect(pagePathLiterals('x.tsx', source, stems)).toEqual(["3: '/nosotros'", '4: "/blog"', `5: \`/blog-details/$\{id}\``]);
  });
});
