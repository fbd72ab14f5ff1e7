import { langOf, type LangText, textOf } from '@site/content';
import { LeadText } from './LeadText';

function CheckIcon() {
  return (
    <svg className="svc-check" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.14" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A list of checked points (C3 benefits, offer lists). */
export function CheckList({
  items,
  variant = 'plain',
  leads = false,
}: {
  items: LangText[];
  variant?: 'plain' | 'cards';
  leads?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={`svc-checks svc-checks--${variant}`}>
      {items.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS paragraphs have no stable key of their own here.
        <li key={i} className="svc-checks__item">
          <CheckIcon />
          <span lang={langOf(text)}>
            <LeadText text={textOf(text)} split={leads} />
          </span>
        </li>
      ))}
    </ul>
  );
}
