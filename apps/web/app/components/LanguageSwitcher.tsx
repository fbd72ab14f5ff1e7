import { type Lang, LANGS } from '@site/content';
import type { MouseEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLocation } from 'react-router';
import { useLang } from '~/lib/lang';
import { FlagEn, FlagEs } from './Flags';

/** The same page (path, query and hash kept) in a language: `?lang=` decides it on the server. */
export function langHref(pathname: string, search: string, hash: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `${pathname}?${params}${hash}`;
}

/**
 * Spanish and English flags (PRODUCT §2), in the top bar and in the mobile menu. Each is a link to the
 * same page in its language (so the switch works before and without scripts, and crawlers see the
 * alternates); with scripts, a click switches every text at once without a reload.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { lang, setLang } = useLang();
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const onClick = (l: Lang) => (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) opens the link as it is.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setLang(l);
  };
  return (
    <fieldset className={`lang-switch ${className}`}>
      <legend className="sr-only">{t('lang.label')}</legend>
      {LANGS.map((l) => (
        <a
          key={l}
          href={langHref(pathname, search, hash, l)}
          className="lang-switch__btn"
          lang={l}
          hrefLang={l}
          aria-current={lang === l ? 'true' : undefined}
          aria-label={t(`lang.${l}`)}
          title={t(`lang.${l}`)}
          data-lang={l}
          onClick={onClick(l)}
        >
          {l === 'es' ? <FlagEs /> : <FlagEn />}
          <span className="lang-switch__code" aria-hidden="true">
            {l.toUpperCase()}
          </span>
        </a>
      ))}
    </fieldset>
  );
}
