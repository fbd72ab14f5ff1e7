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
