import type { ReactNode } from 'react';
import { Reveal } from '~/components/Reveal';

/** The section around a paginated list: its heading and lead (revealed on scroll), then the list. */
export function ListSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section className="section list-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <Reveal className="list-section__head">
          <h2 id={`${id}-title`} className="section__title">
            {title}
          </h2>
          <p className="section__lead">{lead}</p>
        </Reveal>
        {children}
      </div>
    </section>
  );
}
