import { type Lang, LANGS } from '@site/content';
import type { MouseEvent } from 'react';
import { loadDictionary } from '~/i18n/load';
import { useTranslation } from '~/i18n/react';
import { useAlternates } from '~/lib/alternates';
import { useLang } from '~/lib/lang';
import { FlagEn, FlagEs } from './Flags';

/**
 * Spanish and English flags (PRODUCT §2), in the top bar and in the mobile menu. Each is a link to the
 * same page's address in its language (docs/decisions/0031: the switch works before and without
 * scripts); with scripts, a click switches every text at once without a reload and keeps the choice.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { lang, setLang } = useLang();
  const { t } = useTranslation();
  const alternates = useAlternates();
  const onClick = (l: Lang) => (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) opens the link as it is.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setLang(l);
  };
  // The other language's texts are fetched as the visitor reaches for its flag (docs/decisions/0089).
  const prefetch = (l: Lang) => () => {
    if (l !== lang) loadDictionary(l).catch(() => undefined);
  };
  return (
    <fieldset className={`lang-switch ${className}`}>
      <legend className="sr-only">{t('lang.label')}</legend>
      {LANGS.map((l) => (
        <a
          key={l}
          href={alternates[l]}
          className="lang-switch__btn"
          lang={l}
          hrefLang={l}
          aria-current={lang === l ? 'true' : undefined}
          aria-label={t(`lang.${l}`)}
          title={t(`lang.${l}`)}
          data-lang={l}
          onClick={onClick(l)}
          onPointerEnter={prefetch(l)}
          onPointerDown={prefetch(l)}
          onFocus={prefetch(l)}
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
