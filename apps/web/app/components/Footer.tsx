import { mediaUrl, shown, type Footer as FooterEntity } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Link } from '~/components/LocalLink';
import { useLang } from '~/lib/lang';
import { AI_OFFERS, PRODUCTS, SERVICES, SITE_LINKS, type NavLink } from '~/lib/nav';
import { Logo } from './Logo';
import { Img, useMediaBase } from './Media';

/**
 * Footer (PRODUCT §2): copyright line with the current year, privacy and terms PDFs, social icons,
 * site links, services and products/offers lists, address, phone, e-mail and web.
 */
export function Footer({ footer, company }: { footer: FooterEntity | null; company: string }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const base = useMediaBase();
  const year = new Date().getFullYear();
  const address = shown(footer, 'address', lang);
  const privacy = shown(footer, 'privacy', lang);
  const terms = shown(footer, 'terms', lang);

  const list = (title: string, items: NavLink[]) => (
    <div className="footer__col">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.to}>
            <Link to={i.to}>{t(i.key)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to="/" aria-label={t('nav.homeLink', { company })}>
            <Logo media={footer?.logo_tramar} company={company} className="logo--footer" priority={false} />
          </Link>
          <p className="footer__tagline">{t('meta.siteDescription', { company })}</p>
          {footer?.social_networks?.length ? (
            <div className="footer__social">
              <h2 className="sr-only">{t('footer.social')}</h2>
              <ul>
                {footer.social_networks.map((s) => (
                  <li key={s.id}>
                    {/* The icon's own alt text (the editor's, else the network's name) names the link, then that it opens a new tab. */}
                    <a href={s.url ?? '#'} target="_blank" rel="noopener noreferrer">
                      {s.icon ? <Img media={s.icon} alt={s.name ?? ''} sizes="24px" /> : s.name}
                      <span className="sr-only"> {t('footer.opensNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {list(t('footer.site'), SITE_LINKS)}
        {list(t('footer.services'), SERVICES)}
        {list(t('footer.productsOffers'), [...PRODUCTS, ...AI_OFFERS])}
        <div className="footer__col footer__contact">
          <h2 className="footer__title">{t('footer.contactDetails')}</h2>
          <dl>
            {address.text ? (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd lang={address.lang}>{address.text}</dd>
              </div>
            ) : null}
            {footer?.phone ? (
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${footer.phone.replace(/[^+\d]/g, '')}`}>{footer.phone}</a>
                </dd>
              </div>
            ) : null}
            {footer?.email ? (
              <div>
                <dt>{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </dd>
              </div>
            ) : null}
            {footer?.web ? (
              <div>
                <dt>{t('footer.web')}</dt>
                <dd>
                  <a href={footer.web} target="_blank" rel="noopener noreferrer">
                    {footer.web.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p className="footer__copyright">{t('footer.copyright', { year, company })}</p>
          <ul className="footer__legal" aria-label={t('footer.legal')}>
            {footer?.pdf_privacy ? (
              <li>
                {/* The link's text has no element of its own: the link takes its language, the page-language note its own. */}
                <a href={mediaUrl(footer.pdf_privacy.url, base)} target="_blank" rel="noopener noreferrer" lang={privacy.lang}>
                  {privacy.text}{' '}
                  <span className="sr-only" lang={privacy.lang ? lang : undefined}>
                    {t('footer.opensPdf')}
                  </span>
                </a>
              </li>
            ) : null}
            {footer?.pdf_tycos ? (
              <li>
                <a href={mediaUrl(footer.pdf_tycos.url, base)} target="_blank" rel="noopener noreferrer" lang={terms.lang}>
                  {terms.text}{' '}
                  <span className="sr-only" lang={terms.lang ? lang : undefined}>
                    {t('footer.opensPdf')}
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
