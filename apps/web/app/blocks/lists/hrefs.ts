import type { Addressable, Lang } from '@site/content';

// The addresses are shared with the chat service (docs/decisions/0031, 0040).
export { blogDetailHref, caseDetailHref } from '@site/content';

/** A post's or case's addresses in both languages (hreflang, the flags). */
export function detailAlternates(href: (entry: Addressable, lang: Lang) => string, entry: Addressable): Record<Lang, string> {
  return { es: href(entry, 'es'), en: href(entry, 'en') };
}
