import { type C3, shown } from '@site/content';
import { Section } from '~/components/sections/Section';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** c3: `Platform` (`c3.platform`): the marketplace card and its link. */
export function Platform({ page }: { page: C3 }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const platform = page.Platform;
  if (!platform) return null;
  const button = shown(platform, 'button_text', lang);
  return (
    <Section labelledBy="c3-platform" alt className="svc-platform">
      <div className="svc-platform__card">
        <span className="svc-platform__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" focusable="false" aria-hidden="true">
            <path
              d="M4 9l1.5-5h13L20 9M4 9v10a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9M4 9h16M9 13h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div className="svc-platform__text">
          <h2 id="c3-platform" className="section__title" lang={shown(platform, 'tittle', lang).lang}>
            {shown(platform, 'tittle', lang).text}
          </h2>
          <p className="section__lead" lang={shown(platform, 'content', lang).lang}>
            {shown(platform, 'content', lang).text}
          </p>
        </div>
        {platform.url_marketplace ? (
          <a
            className="btn btn--primary btn--lg svc-platform__button"
            href={platform.url_marketplace}
            target="_blank"
            rel="noopener noreferrer"
            lang={button.lang}
          >
            {button.text}
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {/* The button's text has no element of its own: the link takes its language, this page-language note its own. */}
            <span className="sr-only" lang={button.lang ? lang : undefined}>
              {t('services.opensNewTab')}
            </span>
          </a>
        ) : null}
      </div>
    </Section>
  );
}
