import {
  type Media,
  type OfferSectionComponent,
  type OfferSectionDescriptionComponent,
  type OfferSectionImageComponent,
  type Shown,
  shown,
} from '@site/content';
import type { ReactNode } from 'react';
import { useLang } from '~/lib/lang';
import type { Tone } from '~/components/sections/Backdrop';
import { CardGrid } from '~/components/sections/CardGrid';
import { CheckList } from '~/components/sections/CheckList';
import { Description } from '~/components/sections/Description';
import { Section } from '~/components/sections/Section';
import { SectionHeading } from '~/components/sections/SectionHeading';
import { SplitMedia } from '~/components/sections/SplitMedia';
import { paragraphTexts } from '~/lib/section-text';
import { Timeline } from '~/components/sections/Timeline';

/** The three CMS shapes of an offer section: {title, Paragraphs[]}, plus an image, or a description. */
type OfferBlock = OfferSectionComponent | OfferSectionImageComponent | OfferSectionDescriptionComponent;

type OfferVariant = 'checklist' | 'cards' | 'numbered' | 'steps' | 'prose';

interface OfferSectionProps {
  /** id of the section's heading. */
  id: string;
  section: OfferBlock | null | undefined;
  variant: OfferVariant;
  /** An image beside the text: the section's own image by default, or a page image (robot, cloud). */
  media?: Media | null;
  reverse?: boolean;
  alt?: boolean;
  tone?: Tone;
  background?: Media | null;
  only?: 'desktop' | 'mobile';
  anchor?: string;
  /** The paragraphs start with a bold "Lead:" (named steps or cases). */
  leads?: boolean;
  children?: ReactNode;
}

function paragraphsOf(section: OfferBlock) {
  return 'Paragraphs' in section ? section.Paragraphs : section.paragraphs;
}

function Body({ variant, items, wide, leads }: { variant: OfferVariant; items: Shown[]; wide: boolean; leads: boolean }) {
  switch (variant) {
    case 'checklist':
      return <CheckList items={items} variant="cards" leads={leads} />;
    case 'cards':
    case 'numbered':
      return (
        <CardGrid
          numbered={variant === 'numbered'}
          leads={leads}
          columns={wide ? (items.length % 4 === 0 ? 4 : 3) : 2}
          items={items.map((text, i) => ({ key: i, text }))}
        />
      );
    case 'steps':
      return <Timeline steps={items} layout={wide ? 'horizontal' : 'vertical'} leads={leads} />;
    default:
      return (
        <div className="svc-prose">
          {items.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional paragraphs.
            <p key={i} className={i === 0 ? 'svc-prose__lead' : undefined} lang={p.lang}>
              {p.text}
            </p>
          ))}
        </div>
      );
  }
}

/**
 * One offer section (the three AI offer pages): title, optional description, its paragraphs shown as
 * a checklist, cards, numbered cards, steps or prose, optionally beside an image or over a background.
 */
export function OfferSection({
  id,
  section,
  variant,
  media,
  reverse,
  alt,
  tone,
  background,
  only,
  anchor,
  leads = false,
  children,
}: OfferSectionProps) {
  const { lang } = useLang();
  if (!section) return null;
  const title = shown(section, 'title', lang);
  const description = 'description_es' in section ? shown(section, 'description', lang) : { text: '' };
  const items = paragraphTexts(paragraphsOf(section), lang);
  const image = media ?? ('image' in section ? section.image : null);

  if (image) {
    return (
      <SplitMedia
        id={id}
        anchor={anchor}
        title={title}
        lead={description.text ? description : undefined}
        image={image}
        reverse={reverse}
        alt={alt}
        tone={tone}
        background={background}
        only={only}
      >
        <Body variant={variant} items={items} wide={false} leads={leads} />
        {children}
      </SplitMedia>
    );
  }
  if (variant === 'prose' && !background && tone !== 'dark') {
    return (
      <Description id={id} title={title} paragraphs={description.text ? [description, ...items] : items} alt={alt}>
        {children}
      </Description>
    );
  }
  return (
    <Section
      id={anchor}
      labelledBy={id}
      alt={alt}
      tone={tone}
      background={background}
      only={only}
      className={`svc-offer svc-offer--${variant}`}
    >
      <SectionHeading
        id={id}
        title={title}
        lead={description.text ? description : undefined}
        align={variant === 'prose' ? 'start' : 'center'}
      />
      <Body variant={variant} items={items} wide leads={leads} />
      {children}
    </Section>
  );
}
