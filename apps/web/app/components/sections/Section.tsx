import type { Media } from '@site/content';
import type { ReactNode } from 'react';
import { Reveal } from '~/components/Reveal';
import { Backdrop, type Tone } from './Backdrop';

interface SectionProps {
  /** id of the heading that names the section. */
  labelledBy?: string;
  /** Anchor id of the section itself. */
  id?: string;
  className?: string;
  /** Light surface band. */
  alt?: boolean;
  /** Dark: white text on navy (or on the background image under a navy scrim). */
  tone?: Tone;
  background?: Media | null;
  /** Mobile variant of the background (575 px). */
  backgroundMobile?: Media | null;
  /** The section itself is hidden at one breakpoint (display: none also hides it from assistive tech). */
  only?: 'desktop' | 'mobile';
  children: ReactNode;
}

/** The frame of every service-page section: band, optional background image, revealed container. */
export function Section({
  labelledBy,
  id,
  className = '',
  alt = false,
  tone = 'light',
  background,
  backgroundMobile,
  only,
  children,
}: SectionProps) {
  const hasBg = Boolean(background || backgroundMobile);
  const classes = [
    'section',
    'svc-section',
    alt ? 'section--alt' : '',
    hasBg ? 'svc-section--bg' : '',
    tone === 'dark' ? 'svc-on-dark' : '',
    only ? `svc-only-${only}` : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={labelledBy}>
      {hasBg ? <Backdrop image={background} mobile={backgroundMobile} tone={tone} /> : null}
      <Reveal className="container svc-section__inner">{children}</Reveal>
    </section>
  );
}
