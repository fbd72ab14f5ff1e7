import { langOf, type LangText, textOf } from '@site/content';
import type { CSSProperties } from 'react';
import { LeadText } from './LeadText';

/**
 * Numbered steps joined by a line: vertical (the Microsoft benefits journey) or horizontal on wide
 * screens (offer processes), always vertical on phones.
 */
export function Timeline({
  steps,
  layout = 'vertical',
  leads = false,
}: {
  steps: LangText[];
  layout?: 'vertical' | 'horizontal';
  leads?: boolean;
}) {
  if (steps.length === 0) return null;
  return (
    <ol className={`svc-timeline svc-timeline--${layout}`} style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((step, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional.
        <li key={i} className="svc-timeline__step">
          <span className="svc-timeline__dot" aria-hidden="true">
            {i + 1}
          </span>
          <p className="svc-timeline__text" lang={langOf(step)}>
            <LeadText text={textOf(step)} split={leads} />
          </p>
        </li>
      ))}
    </ol>
  );
}
