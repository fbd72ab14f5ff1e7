import { langOf, type LangText, type Media, textOf } from '@site/content';
import { Img } from '~/components/Media';
import type { Tone } from './Backdrop';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

interface Feature {
  key: string | number;
  icon: Media | null;
  text: LangText;
}

interface FeatureStripProps {
  id: string;
  features: Feature[];
  /** Strips with a title (the digital reports strip); others are a band under the description. */
  title?: LangText;
  background?: Media | null;
  tone?: Tone;
  alt?: boolean;
}

/** A strip of features, icon plus text, optionally over a background image (digital, staffing). */
export function FeatureStrip({ id, features, title, background, tone = 'light', alt }: FeatureStripProps) {
  if (features.length === 0 && !title) return null;
  return (
    <Section
      labelledBy={title ? id : undefined}
      background={background}
      tone={tone}
      alt={alt}
      className={`svc-features${title ? '' : ' svc-features--band'}`}
    >
      {title ? <SectionHeading id={id} title={title} align="center" /> : null}
      <ul className={`svc-features__list svc-features__list--${Math.min(features.length, 4)}`}>
        {features.map((f) => (
          <li key={f.key} className="svc-feature">
            <span className="svc-icon svc-icon--lg">
              <Img media={f.icon} sizes="56px" />
            </span>
            <p className="svc-feature__text" lang={langOf(f.text)}>
              {textOf(f.text)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
