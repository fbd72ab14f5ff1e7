import { type Home, shown } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** Join-us block (anchor #incorporate): title, subtitle, content, image, résumé e-mail and network link. */
export function JoinUs({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const join = home.join_us;
  if (!join) return null;
  const heading = shown(join, 'tittle', lang);
  const title = heading.text;
  return (
    <section id="incorporate" className="section join" aria-labelledby="join-title">
      <div className="container join__grid">
        <Reveal variant="slide-left" className="join__text">
          <p className="eyebrow" lang={shown(join, 'subtittle', lang).lang}>
            {shown(join, 'subtittle', lang).text}
          </p>
          <h2 id="join-title" className="section__title" lang={heading.lang}>
            {title}
          </h2>
          <p className="join__content" lang={shown(join, 'content', lang).lang}>
            {shown(join, 'content', lang).text}
          </p>
          <div className="join__actions">
            {join.email ? (
              <a className="btn btn--primary btn--lg" href={`mailto:${join.email}`}>
                <MailIcon />
                {t('home.joinEmail')}
                <span className="sr-only">: {join.email}</span>
              </a>
            ) : null}
            {join.url ? (
              <a className="btn btn--ghost btn--lg" href={join.url} target="_blank" rel="noopener noreferrer">
                <NetworkIcon />
                {t('home.joinNetwork')}
                <span className="sr-only"> {t('carousel.opensNewTab')}</span>
              </a>
            ) : null}
          </div>
          {join.email ? (
            <p className="join__mail" aria-hidden="true">
              {join.email}
            </p>
          ) : null}
        </Reveal>
        <Reveal variant="slide-right" className="join__visual">
          <Img media={join.image} alt={title} className="join__image" sizes="(max-width: 900px) 92vw, 520px" />
        </Reveal>
      </div>
    </section>
  );
}

function MailIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function NetworkIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M8 10.5V16M8 7.6v.1M11.5 16v-3.2a2.3 2.3 0 0 1 4.6 0V16M11.5 10.5V16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
