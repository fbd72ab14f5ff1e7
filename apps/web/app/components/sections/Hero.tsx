import { langOf, type LangText, type Media, textOf } from '@site/content';
import type { ReactNode } from 'react';
import { Link } from '~/components/LocalLink';
import { Picture } from '~/components/Media';

interface HeroProps {
  title: LangText;
  subtitle?: LangText;
  desktop: Media | null | undefined;
  mobile: Media | null | undefined;
  cta?: { to: string; label: string };
  children?: ReactNode;
  /** 'home' is taller. */
  size?: 'home' | 'page';
}

/**
 * The hero of every page: banner image (desktop and mobile variants), title, subtitle and a contact
 * link. Text animates in with PRODUCT's delays (0.6 s and 1.2 s), unless reduced motion is asked for.
 */
export function Hero({ title, subtitle, desktop, mobile, cta, children, size = 'page' }: HeroProps) {
  return (
    <section className={`hero hero--${size}`} aria-labelledby="hero-title">
      <Picture desktop={desktop} mobile={mobile} className="hero__media" priority sizes="100vw" />
      <div className="hero__shade" aria-hidden="true" />
      <div className="container hero__content">
        <h1 id="hero-title" className="hero__title anim-hero anim-hero--1" lang={langOf(title)}>
          {textOf(title)}
        </h1>
        {textOf(subtitle) ? (
          <p className="hero__subtitle anim-hero anim-hero--2" lang={langOf(subtitle)}>
            {textOf(subtitle)}
          </p>
        ) : null}
        {cta ? (
          <div className="hero__actions anim-hero anim-hero--2">
            <Link to={cta.to} className="btn btn--primary btn--lg">
              {cta.label}
            </Link>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
