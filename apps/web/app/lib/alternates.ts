/**
 * The addresses of the page on screen in each language (docs/decisions/0031): what the flags link to,
 * what the language switch navigates to, and (for the same page) what hreflang names. A page whose
 * address differs by more than the prefix (a blog post's or success case's slug per language) says
 * so in its loader data (`alternates`); every other page is its bare path under each prefix.
 */
import { type Lang, LANGS, pageAlternates } from '@site/content';
import { useLocation, useMatches } from 'react-router';

type Alternates = Record<Lang, string>;

const isAlternates = (value: unknown): value is Alternates =>
  typeof value === 'object' && value !== null && LANGS.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');

/** The alternates a route's loader data declares, if any. */
function declaredAlternates(data: unknown): Alternates | null {
  const value = data && typeof data === 'object' ? (data as { alternates?: unknown }).alternates : undefined;
  return isAlternates(value) ? value : null;
}

/** The page on screen in each language, with its query and hash (a filter or a section stays). */
export function useAlternates(): Alternates {
  const { pathname, search, hash } = useLocation();
  const matches = useMatches();
  const own = declaredAlternates(matches[matches.length - 1]?.data) ?? pageAlternates(pathname);
  return { es: `${own.es}${search}${hash}`, en: `${own.en}${search}${hash}` };
}
