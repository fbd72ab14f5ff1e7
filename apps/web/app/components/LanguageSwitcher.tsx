import { LANGS } from '@site/content';
import { useTranslation } from 'react-i18next';
import { useLang } from '~/lib/lang';
import { FlagEn, FlagEs } from './Flags';

/** Spanish and English flag buttons (SPEC §2), in the top bar and in the mobile menu. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { lang, setLang } = useLang();
  const { t } = useTranslation();
  return (
    <fieldset className={`lang-switch ${className}`}>
      <legend className="sr-only">{t('lang.label')}</legend>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className="lang-switch__btn"
          lang={l}
          aria-pressed={lang === l}
          aria-label={t(`lang.${l}`)}
          title={t(`lang.${l}`)}
          data-lang={l}
          onClick={() => setLang(l)}
        >
          {l === 'es' ? <FlagEs /> : <FlagEn />}
          <span className="lang-switch__code" aria-hidden="true">
            {l.toUpperCase()}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
