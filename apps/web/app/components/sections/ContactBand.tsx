import { langOf, type LangText, textOf } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { Reveal } from '~/components/Reveal';

interface ContactBandProps {
  id: string;
  /** Defaults to the generic call to action of the services namespace. */
  title?: LangText;
  text?: LangText;
}

/** Closing call to action: a contact button to the home page's contact form (/#contacto). */
export function ContactBand({ id, title, text }: ContactBandProps) {
  const { t } = useTranslation();
  return (
    <section className="svc-cta" aria-labelledby={id}>
      <Reveal className="container">
        <div className="svc-cta__card">
          <div className="svc-cta__text">
            <p className="eyebrow">{t('services.ctaEyebrow')}</p>
            <h2 id={id} className="svc-cta__title" lang={textOf(title) ? langOf(title) : undefined}>
              {textOf(title) || t('services.ctaTitle')}
            </h2>
            <p className="svc-cta__lead" lang={textOf(text) ? langOf(text) : undefined}>
              {textOf(text) || t('services.ctaText')}
            </p>
          </div>
          <Link to="/#contacto" className="btn btn--primary btn--lg svc-cta__button">
            {t('services.contactCta')}
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
