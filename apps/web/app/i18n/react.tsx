import type { Lang } from '@site/content';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type TFunction, translator } from './i18n';

interface Translation {
  /** The texts of the visitor's language. */
  t: TFunction;
  i18n: { language: Lang; getFixedT: (lang: Lang) => TFunction };
}

const english: Translation = { t: translator('en'), i18n: { language: 'en', getFixedT: translator } };
const TranslationContext = createContext<Translation>(english);

/** Gives the components below the texts of `lang` (LangProvider passes the visitor's language). */
export function TranslationProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo<Translation>(() => ({ t: translator(lang), i18n: { language: lang, getFixedT: translator } }), [lang]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `{ t, i18n }` of the visitor's language; a language switch re-renders every user at once. */
export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
