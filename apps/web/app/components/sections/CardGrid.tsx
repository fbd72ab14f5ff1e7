import { langOf, type LangText, type Media, textOf } from '@site/content';
import { Img } from '~/components/Media';
import { LeadText } from './LeadText';

interface CardItem {
  key: string | number;
  text: LangText;
  title?: LangText;
  icon?: Media | null;
}

interface CardGridProps {
  items: CardItem[];
  /** Show 01, 02… instead of an icon. */
  numbered?: boolean;
  columns?: 2 | 3 | 4;
  /** Texts start with a bold "Lead:" (named cases). */
  leads?: boolean;
}

/** Cards in a responsive grid: number or icon, optional title, text (SAP focus, offer sections). */
export function CardGrid({ items, numbered = false, columns = 4, leads = false }: CardGridProps) {
  if (items.length === 0) return null;
  return (
    <ul className={`svc-cards svc-cards--${columns}`}>
      {items.map((item, i) => (
        <li key={item.key} className="svc-card">
          {numbered ? (
            <span className="svc-card__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          ) : item.icon ? (
            <span className="svc-icon">
              <Img media={item.icon} sizes="48px" />
            </span>
          ) : null}
          {textOf(item.title) ? (
            <h3 className="svc-card__title" lang={langOf(item.title)}>
              {textOf(item.title)}
            </h3>
          ) : null}
          <p className="svc-card__text" lang={langOf(item.text)}>
            <LeadText text={textOf(item.text)} split={leads} />
          </p>
        </li>
      ))}
    </ul>
  );
}
