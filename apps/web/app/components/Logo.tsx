import type { Media } from '@site/content';
import { Img } from './Media';

/** The firm's logo from the CMS (footer.logo_tramar), with its name as a text fallback. */
export function Logo({ media, company, className = '' }: { media: Media | null | undefined; company: string; className?: string }) {
  if (media) return <Img media={media} alt={company} className={`logo ${className}`} priority sizes="180px" />;
  return <span className={`logo logo--text ${className}`}>{company}</span>;
}
