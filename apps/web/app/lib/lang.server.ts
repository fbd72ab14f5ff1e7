import { DEFAULT_LANG, isLang, type Lang } from '@site/content';

export const LANG_COOKIE = 'lang';

/** ?lang=es|en (crawlable alternates) first, then the visitor's cookie, then the stored default en. */
export function requestLang(request: Request): Lang {
  const query = new URL(request.url).searchParams.get('lang');
  if (isLang(query)) return query;
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)lang=(es|en)(?:;|$)/.exec(cookie);
  if (match && isLang(match[1])) return match[1];
  return DEFAULT_LANG;
}

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The cookie that keeps a language chosen by a ?lang= link (the flags are links, so the choice
 * persists without scripts too), or null when the request already carries that choice.
 */
export function langCookie(request: Request, lang: Lang): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  if (new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=${lang}(?:;|$)`).test(cookie)) return null;
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
