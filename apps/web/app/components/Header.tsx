import { barePath, type Media, pagePath } from '@site/content';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '~/components/LocalLink';
import { AI_OFFERS, PRODUCTS, SERVICES, type NavLink as Item } from '~/lib/nav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

interface HeaderProps {
  logo: Media | null | undefined;
  company: string;
}

/**
 * Top bar (Join, Contact, language) and the menu that sticks to the top on scroll (PRODUCT §2):
 * Home, About, a Solutions dropdown (Services, Products, AI offers) and Insights; Contact and Join
 * entries on small screens only. Keyboard: the dropdown opens with Enter/Space/ArrowDown, arrows
 * move between its links, Escape closes it and returns focus to its button.
 */
/** The pages under "Insights" (its menu item stays marked there; `/blog` covers the posts too), at any language's address. */
const INSIGHTS_PAGES = [pagePath('successCases'), pagePath('blog'), pagePath('downloads')];
const inInsights = (pathname: string): boolean => INSIGHTS_PAGES.some((p) => barePath(pathname).startsWith(p));

export function Header({ logo, company }: HeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [solutionsOpen, setSolutionsOpen] = useState(false);
  const [stuck, setStuck] = useState(false);
  const panelId = useId();
  const menuId = useId();
  const solutionsRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close menus whenever the location changes.
  useEffect(() => {
    setMenuOpen(false);
    setSolutionsOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!solutionsOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!solutionsRef.current?.contains(e.target as Node)) setSolutionsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [solutionsOpen]);

  const links = () => Array.from(solutionsRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown a') ?? []);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setSolutionsOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLElement>) => {
    const items = links();
    const i = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      setSolutionsOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      e.preventDefault();
      items[(i + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length]?.focus();
    } else if (e.key === 'Home') {
      e.preventDefault();
      items[0]?.focus();
    } else if (e.key === 'End') {
      e.preventDefault();
      items[items.length - 1]?.focus();
    }
  };

  const column = (title: string, items: Item[]) => (
    <div className="dropdown__col">
      <p className="dropdown__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="dropdown__link">
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <header className={`site-header${stuck ? ' is-stuck' : ''}`}>
      <div className="topbar">
        <div className="container topbar__inner">
          <nav className="topbar__links" aria-label={t('nav.contact')}>
            <Link to="/#incorporate">{t('nav.join')}</Link>
            <Link to="/#contacto">{t('nav.contact')}</Link>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="navbar">
        <div className="container navbar__inner">
          <Link to="/" className="navbar__brand" aria-label={t('nav.homeLink', { company })}>
            <Logo media={logo} company={company} />
          </Link>
          <button
            type="button"
            className="navbar__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="navbar__toggle-bars" aria-hidden="true" />
            <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
          <nav id={menuId} className={`menu${menuOpen ? ' is-open' : ''}`} aria-label={t('nav.mainNav')}>
            <ul className="menu__list">
              <li>
                <NavLink to="/" end className="menu__link">
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={pagePath('about')} className="menu__link">
                  {t('nav.about')}
                </NavLink>
              </li>
              <li className={`menu__item--dropdown${solutionsOpen ? ' is-open' : ''}`} ref={solutionsRef} onKeyDown={onPanelKey}>
                <button
                  ref={buttonRef}
                  type="button"
                  className="menu__link menu__button"
                  aria-expanded={solutionsOpen}
                  aria-controls={panelId}
                  onClick={() => setSolutionsOpen((o) => !o)}
                  onKeyDown={onButtonKey}
                >
                  {t('nav.solutions')}
                  <svg className="menu__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
                  </svg>
                </button>
                <div id={panelId} className="dropdown" hidden={!solutionsOpen}>
                  {column(t('nav.services'), SERVICES)}
                  {column(t('nav.products'), PRODUCTS)}
                  {column(t('nav.aiOffers'), AI_OFFERS)}
                </div>
              </li>
              <li>
                <NavLink
                  to={pagePath('insights')}
                  className={({ isActive }) => `menu__link${isActive || inInsights(location.pathname) ? ' active' : ''}`}
                >
                  {t('nav.insights')}
                </NavLink>
              </li>
              <li className="menu__item--small">
                <Link to="/#contacto" className="menu__link">
                  {t('nav.contact')}
                </Link>
              </li>
              <li className="menu__item--small">
                <Link to="/#incorporate" className="menu__link">
                  {t('nav.join')}
                </Link>
              </li>
            </ul>
            <LanguageSwitcher className="menu__lang" />
          </nav>
        </div>
      </div>
    </header>
  );
}
