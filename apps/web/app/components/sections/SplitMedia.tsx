import { langOf, type LangText, type Media, textOf } from '@site/content';
import type { ReactNode } from 'react';
import { Img } from '~/components/Media';
import type { Tone } from './Backdrop';
import { Section } from './Section';

interface SplitMediaProps {
  id: string;
  title: LangText;
  eyebrow?: LangText;
  lead?: LangText;
  image: Media | null | undefined;
  /** Alternative text of the image; the CMS's own when not given. */
  imageAlt?: string;
  /** Image on the right. */
  reverse?: boolean;
  alt?: boolean;
  tone?: Tone;
  background?: Media | null;
  only?: 'desktop' | 'mobile';
  /** Anchor id of the section. */
  anchor?: string;
  children?: ReactNode;
}

/** Image beside a titled text (SAP benefits, Microsoft journey, C3 benefits, offer sections). */
export function SplitMedia({
  id,
  title,
  eyebrow,
  lead,
  image,
  imageAlt,
  reverse,
  alt,
  tone,
  background,
  only,
  anchor,
  children,
}: SplitMediaProps) {
  return (
    <Section
      id={anchor}
      labelledBy={id}
      alt={alt}
      tone={tone}
      background={background}
      only={only}
      className={`svc-split${reverse ? ' svc-split--reverse' : ''}${image ? '' : ' svc-split--no-media'}`}
    >
      {image ? (
        <div className="svc-split__media">
          <Img media={image} alt={imageAlt} sizes="(max-width: 900px) 100vw, 560px" />
        </div>
      ) : null}
      <div className="svc-split__body">
        {textOf(eyebrow) ? (
          <p className="eyebrow" lang={langOf(eyebrow)}>
            {textOf(eyebrow)}
          </p>
        ) : null}
        <h2 id={id} className="section__title" lang={langOf(title)}>
          {textOf(title)}
        </h2>
        {textOf(lead) ? (
          <p className="section__lead" lang={langOf(lead)}>
            {textOf(lead)}
          </p>
        ) : null}
        {children}
      </div>
    </Section>
  );
}
