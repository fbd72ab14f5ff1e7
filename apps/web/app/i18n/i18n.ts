import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@site/content';
import en from './en.json';
import es from './es.json';

export const resources = { es: { translation: es }, en: { translation: en } } as const;

/**
 * One i18next instance per render on the server, one for the app's life in the browser. The setup
 * starts at es with en as fallback (PRODUCT §4); the visitor's stored language is applied at once.
 */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['es', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // No advertisement printed on the server's or the tests' console.
    showSupportNotice: false,
  });
  return instance;
}

const fixed = new Map<Lang, I18n['t']>();

/**
 * A translator fixed to one language, made once per language (for `meta` functions, which run on
 * every request and navigation and only read texts; components use their own instance).
 */
export function translator(lang: Lang): I18n['t'] {
  let t = fixed.get(lang);
  if (!t) {
    t = createI18n(lang).t;
    fixed.set(lang, t);
  }
  return t;
}
