import { langOf, type LangText, type Media, textOf } from '@site/content';
import type { CSSProperties } from 'react';
import { Img } from '~/components/Media';
import type { Tone } from './Backdrop';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

interface IconCard {
  key: string | number;
  icon: Media | null;
  title: LangText;
  text: LangText;
}

interface TwoColumnCardsProps {
  id: string;
  title: LangText;
  lead?: LangText;
  cards: IconCard[];
  /** An image beside the heading (SAP modules). */
  image?: Media | null;
  background?: Media | null;
  tone?: Tone;
  alt?: boolean;
}

/**
 * Icon cards in two columns: the first half of the list fills the left column, the second half the
 * right one (one list, filled column by column, so the reading order stays the CMS order).
 */
export function TwoColumnCards({ id, title, lead, cards, image, background, tone = 'light', alt }: TwoColumnCardsProps) {
  const rows = Math.ceil(cards.length / 2);
  return (
    <Section labelledBy={id} background={background} tone={tone} alt={alt} className={`svc-columns${image ? ' svc-columns--media' : ''}`}>
      <div className="svc-columns__head">
        <SectionHeading id={id} title={title} lead={lead} align={image ? 'start' : 'center'} />
        {image ? (
          <div className="svc-columns__media">
            <Img media={image} sizes="(max-width: 991px) 100vw, 380px" />
          </div>
        ) : null}
      </div>
      <ul className="svc-columns__list" style={{ '--rows': rows } as CSSProperties}>
        {cards.map((c) => (
          <li key={c.key} className="svc-iconcard">
            <span className="svc-icon">
              <Img media={c.icon} sizes="48px" />
            </span>
            <div>
              <h3 className="svc-iconcard__title" lang={langOf(c.title)}>
                {textOf(c.title)}
              </h3>
              <p className="svc-iconcard__text" lang={langOf(c.text)}>
                {textOf(c.text)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
