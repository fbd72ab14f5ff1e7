import { createRequire } from 'node:module';
import { type Lang, localPath, SITE_PAGES } from '@site/content';
import type { StackInfo } from '../../scripts/lib/test-stack';
import { expect, hydrated, test } from './fixtures';
import { allBlogCards, allSuccessCases, LANGS, skipLeadModal, today } from './lists-helpers';

// A second accessibility engine beside axe: HTML_CodeSniffer (the engine behind pa11y), WCAG 2 AA,
// on every route in both languages: no error. Its script is injected into the page, so the site's CSP
// (script hashes) is bypassed for this test only.

const HTMLCS = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

/** Every route: the page table's pages, one success case and one blog post, and the not-found page. */
async function routes(stack: StackInfo, lang: Lang): Promise<Array<[string, string]>> {
  const slug = `slug_${lang}` as const;
  const post = (await allBlogCards(stack)).find((c) => (c.publication_date ?? '') <= today());
  const detail: Record<string, string> = {
    blogPost: `/blog-details/${post?.[slug]}`,
    successCase: `/casos-de-exito/${(await allSuccessCases(stack))[0][slug]}`,
  };
  return [
    ...Object.entries(SITE_PAGES).map(([name, page]): [string, string] => [name, localPath(lang, detail[name] ?? page.path)]),
    ['notFound', localPath(lang, '/esta-pagina-no-existe')],
  ];
}

interface Finding {
  code: string;
  msg: string;
  element: string;
}

declare global {
  interface Window {
    HTMLCS: {
      process(standard: string, content: Document, done: () => void, failed: () => void, language?: string): void;
      getTranslation(key: string): string | undefined;
      getMessages(): Array<{ type: number; code: string; msg: string; element: Element }>;
    };
  }
}

test.use({ bypassCSP: true });

for (const lang of LANGS) {
  test(`HTML_CodeSniffer WCAG2AA: no error on any route (${lang})`, async ({ page, stack, consoleErrors }) => {
    test.setTimeout(240_000);
    // The not-found page is one of the routes: its document answers 404, as it should.
    consoleErrors.allow(/status of 404 \(Not Found\) \(.*\/esta-pagina-no-existe\)/);
    await skipLeadModal(page);
    // Every reveal-on-scroll section shown at once for the scan.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    for (const [name, path] of await routes(stack, lang)) {
      await page.goto(path);
      await hydrated(page);
      await page.addScriptTag({ path: HTMLCS });
      const found = await page.evaluate(() => {
        // HTML_CodeSniffer 2.5.1 asks for `…InvalidAutoComplete_…` messages its translations spell
        // `…InvalidAutocomplete_…`, and stops on the page with a TypeError instead of reporting them.
        const translate = window.HTMLCS.getTranslation.bind(window.HTMLCS);
        window.HTMLCS.getTranslation = (key) => translate(key) ?? translate(key.replace('AutoComplete', 'Autocomplete'));
        return new Promise<Finding[]>((resolve, reject) =>
          window.HTMLCS.process(
            'WCAG2AA',
            document,
            () =>
              resolve(
                window.HTMLCS.getMessages()
                  // 1: error (2 warning and 3 notice are left to a person to judge).
                  .filter((m) => m.type === 1)
                  .map((m) => ({ code: m.code, msg: m.msg, element: m.element?.outerHTML?.slice(0, 160) ?? '' })),
              ),
            () => reject(new Error('HTML_CodeSniffer failed to run')),
          ),
        );
      });
      for (const f of found) errors.push(`${name} ${path}: ${f.code}: ${f.msg} — ${f.element}`);
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });
}
