import type { Media } from '@site/content';
import { Img } from './Media';

/**
 * The firm's logo from the CMS (footer.logo_tramar), with its name as a text fallback. The header's is
 * asked for first and drawn at once (`priority`); the footer's, below the first screen, is not: same
 * file, lazy and decoded apart from the page's first paint.
 */
export function Logo({
  media,
  company,
  className = '',
  priority = true,
}: {
  media: Media | null | undefined;
  company: string;
  className?: string;
  priority?: boolean;
}) {
  if (media) return <Img media={media} alt={company} className={`logo ${className}`} priority={priority} sizes="180px" />;
  return <span className={`logo logo--text ${className}`}>{company}</span>;
}
