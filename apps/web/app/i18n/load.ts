import { isLang, type Lang } from '@site/content';
import enUrl from './en.json?url';
import esUrl from './es.json?url';
import { type Dictionary, hasDictionary, provideDictionary } from './i18n';

/**
 * The browser's texts (docs/decisions/0089): each language's JSON is a file of its own (hashed name,
 * cached for good), fetched as data rather than carried in every page's script: the page's own
 * language before hydration (entry.client.tsx), the other one when the visitor reaches for the
 * language switch, and at the latest before the switch renders it.
 */
const URLS: Record<Lang, string> = { es: esUrl, en: enUrl };
const loading = new Map<Lang, Promise<void>>();

export function loadDictionary(lang: Lang): Promise<void> {
  if (hasDictionary(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetch(URLS[lang])
      .then((res) => {
        if (!res.ok) throw new Error(`texts of ${lang}: HTTP ${res.status}`);
        return res.json() as Promise<Dictionary>;
      })
      .then(
        (dictionary) => provideDictionary(lang, dictionary),
        (error: unknown) => {
          // Tried again on the next need (offline a moment); English, then the keys, read meanwhile.
          loading.delete(lang);
          throw error;
        },
      );
    loading.set(lang, pending);
  }
  return pending;
}

/** The document's language (the server's `<html lang>`), English for anything else. */
export const documentLang = (): Lang => {
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : 'en';
};
