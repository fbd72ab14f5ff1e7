interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: 'start' | 'center';
}

/** Eyebrow, h2 and lead of a section, in the shared section styles. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'start' }: SectionHeadingProps) {
  return (
    <div className={`svc-heading svc-heading--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {lead ? <p className="section__lead">{lead}</p> : null}
    </div>
  );
}
