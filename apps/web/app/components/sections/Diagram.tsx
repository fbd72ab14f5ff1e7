import { type LangText, type Media, textOf } from '@site/content';
import { useTranslation } from '~/i18n/react';
import { Picture } from '~/components/Media';
import { useLang } from '~/lib/lang';
import type { Tone } from './Backdrop';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

interface DiagramFigureProps {
  /** The image of the current language, desktop and mobile (the same one when there is no variant). */
  desktop: Media | null | undefined;
  mobile: Media | null | undefined;
  /** What the diagram is about, in the current language (or the fallback's). */
  title: LangText;
  className?: string;
}

/**
 * A per-language diagram: a <picture> whose (max-width: 575px) source is the mobile image, so only
 * one downloads. Remounted on a language change so the new language's file is picked at once.
 */
export function DiagramFigure({ desktop, mobile, title, className = '' }: DiagramFigureProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  if (!desktop && !mobile) return null;
  return (
    <figure className={`svc-diagram__frame ${className}`}>
      <Picture
        key={lang}
        desktop={desktop}
        mobile={mobile}
        alt={t('services.diagramAlt', { title: textOf(title) })}
        className="svc-diagram__picture"
        sizes="(max-width: 575px) 100vw, (max-width: 1200px) 92vw, 1100px"
      />
    </figure>
  );
}

interface DiagramProps extends Omit<DiagramFigureProps, 'className'> {
  id: string;
  eyebrow?: LangText;
  lead?: LangText;
  background?: Media | null;
  tone?: Tone;
  alt?: boolean;
}

/** A section whose content is a per-language diagram (SAP process and solutions, Microsoft products…). */
export function Diagram({ id, eyebrow, title, lead, desktop, mobile, background, tone = 'light', alt }: DiagramProps) {
  return (
    <Section labelledBy={id} background={background} tone={tone} alt={alt} className="svc-diagram">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="center" />
      <DiagramFigure desktop={desktop} mobile={mobile} title={title} />
    </Section>
  );
}
