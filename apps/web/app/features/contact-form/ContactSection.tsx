import { langOf, type LangText, shown, textOf } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Reveal } from '~/components/Reveal';
import { Deferred, deferred } from '~/lib/deferred';
import { useLang } from '~/lib/lang';
import { useRootData } from '~/lib/root-data';
import '~/styles/forms.css';

/**
 * The form's code (validation schema, phone numbers, country pickers) loads when the section comes
 * near or is touched (docs/decisions/0018); its server HTML is a working plain form until then.
 */
const contactForm = deferred(
  () => import('./ContactForm').then((m) => m.ContactForm),
  (props: { idPrefix: string }) => props.idPrefix,
);

/**
 * The contact section (id "contacto" on the home page; also on /download): its CMS title and text,
 * the firm's direct contact details (CMS footer) and the contact form of PRODUCT §5.
 */
export function ContactSection({ title, text, id = 'contacto' }: { title: LangText; text: LangText; id?: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const footer = useRootData()?.footer ?? null;
  const address = shown(footer, 'address', lang);
  return (
    <section id={id} className="section contact" aria-labelledby={`${id}-title`}>
      <div className="container contact__grid">
        <Reveal className="contact__intro">
          <h2 id={`${id}-title`} className="section__title" lang={langOf(title)}>
            {textOf(title)}
          </h2>
          <p className="section__lead" lang={langOf(text)}>
            {textOf(text)}
          </p>
          {footer?.email || footer?.phone || address.text ? (
            <div className="contact__direct">
              <h3 className="contact__direct-title">{t('forms.direct')}</h3>
              <ul className="contact__list">
                {footer?.email ? (
                  <li>
                    <span className="contact__icon" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
                        <path d="M4 6h16v12H4z M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                      </svg>
                    </span>
                    <span>
                      <span className="contact__label">{t('footer.email')}</span>
                      <a href={`mailto:${footer.email}`}>{footer.email}</a>
                    </span>
                  </li>
                ) : null}
                {footer?.phone ? (
                  <li>
                    <span className="contact__icon" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
                        <path
                          d="M6.6 3.5l2.7 3.3-1.6 2.4a11 11 0 006.9 6.9l2.4-1.6 3.3 2.7-1.6 3.3C11.5 20.2 3.8 12.5 3.3 5.1z"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </span>
                    <span>
                      <span className="contact__label">{t('footer.phone')}</span>
                      <a href={`tel:${footer.phone.replace(/[^+\d]/g, '')}`}>{footer.phone}</a>
                    </span>
                  </li>
                ) : null}
                {address.text ? (
                  <li>
                    <span className="contact__icon" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
                        <path
                          d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z M12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                        />
                      </svg>
                    </span>
                    <span>
                      <span className="contact__label">{t('footer.address')}</span>
                      <span lang={address.lang}>{address.text}</span>
                    </span>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </Reveal>
        <Reveal className="contact__card" variant="fade">
          <Deferred part={contactForm} props={{ idPrefix: `${id}-form` }} />
        </Reveal>
      </div>
    </section>
  );
}
