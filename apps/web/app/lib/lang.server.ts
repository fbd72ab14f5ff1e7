import { DEFAULT_LANG, isLang, type Lang } from '@site/content';

export const LANG_COOKIE = 'lang';

/** The language of a `lang` cookie in a Cookie header, or null. */
export function cookieLang(cookieHeader: string | null | undefined): Lang | null {
  const match = /(?:^|;\s*)lang=(es|en)(?:;|$)/.exec(cookieHeader ?? '');
  return match && isLang(match[1]) ? match[1] : null;
}

/** ?lang=es|en (crawlable alternates) first, then the visitor's cookie, then the stored default en. */
export function langOf(search: URLSearchParams, cookieHeader: string | null | undefined): Lang {
  const query = search.get('lang');
  if (isLang(query)) return query;
  return cookieLang(cookieHeader) ?? DEFAULT_LANG;
}

export function requestLang(request: Request): Lang {
  return langOf(new URL(request.url).searchParams, request.headers.get('cookie'));
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
