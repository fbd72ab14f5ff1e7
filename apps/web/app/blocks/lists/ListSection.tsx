import { langOf, type LangText, textOf } from '@site/content';
import type { ReactNode } from 'react';
import { Reveal } from '~/components/Reveal';

/** The section around a paginated list: its heading and lead (revealed on scroll), then the list. */
export function ListSection({ id, title, lead, children }: { id: string; title: LangText; lead: LangText; children: ReactNode }) {
  return (
    <section className="section list-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <Reveal className="list-section__head">
          <h2 id={`${id}-title`} className="section__title" lang={langOf(title)}>
            {textOf(title)}
          </h2>
          <p className="section__lead" lang={langOf(lead)}>
            {textOf(lead)}
          </p>
        </Reveal>
        {children}
      </div>
    </section>
  );
}
