import { langOf, type LangText, textOf } from '@site/content';

interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: LangText;
  eyebrow?: LangText;
  lead?: LangText;
  align?: 'start' | 'center';
}

/** Eyebrow, h2 and lead of a section, in the shared section styles. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'start' }: SectionHeadingProps) {
  return (
    <div className={`svc-heading svc-heading--${align}`}>
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
    </div>
  );
}
