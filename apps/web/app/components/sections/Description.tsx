import { langOf, type LangText, textOf } from '@site/content';
import type { ReactNode } from 'react';
import { Section } from './Section';

interface DescriptionProps {
  id: string;
  title: LangText;
  paragraphs: LangText[];
  eyebrow?: LangText;
  alt?: boolean;
  /** More content under the text (e.g. SAP's focus cards). */
  children?: ReactNode;
}

/** A page's description: the title beside its text, first paragraph as a lead. */
export function Description({ id, title, paragraphs, eyebrow, alt, children }: DescriptionProps) {
  return (
    <Section labelledBy={id} alt={alt} className="svc-description">
      <div className="svc-description__grid">
        <div className="svc-description__head">
          {textOf(eyebrow) ? (
            <p className="eyebrow" lang={langOf(eyebrow)}>
              {textOf(eyebrow)}
            </p>
          ) : null}
          <h2 id={id} className="section__title" lang={langOf(title)}>
            {textOf(title)}
          </h2>
        </div>
        <div className="svc-description__body">
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: positional paragraphs of one CMS text.
            <p key={i} className={i === 0 ? 'svc-description__lead' : undefined} lang={langOf(p)}>
              {textOf(p)}
            </p>
          ))}
        </div>
      </div>
      {children}
    </Section>
  );
}
