import { DEFAULT_LANG, isLang, type Lang, langOfPath } from '@site/content';

/**
 * The language of a `lang` cookie in a Cookie header, or null: the cookie a visitor's own choice of
 * language is kept in (the flags set it, lib/lang.tsx), read only by the bare-address entry
 * (server/pages/addresses.server.ts), never by a page (docs/decisions/0031).
 */
export function cookieLang(cookieHeader: string | null | undefined): Lang | null {
  const match = /(?:^|;\s*)lang=(es|en)(?:;|$)/.exec(cookieHeader ?? '');
  return match && isLang(match[1]) ? match[1] : null;
}

/** A page's language: the prefix of its address (`/es/…`); the default for anything else. */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname) ?? DEFAULT_LANG;
}
